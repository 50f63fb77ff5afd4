<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>robots::ui::AddCasesDialog</name>
    <message numerus="yes">
        <source>%n test case(s) will be added.</source>
        <translation>
            <numerusform>%n test case will be added.</numerusform>
            <numerusform>%n test cases will be added.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::DocumentManager</name>
    <message numerus="yes">
        <source>Robots.txt Studio did not close properly. %n document(s) had changes that were not saved.</source>
        <translation>
            <numerusform>Robots.txt Studio did not close properly. %n document had changes that were not saved.</numerusform>
            <numerusform>Robots.txt Studio did not close properly. %n documents had changes that were not saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) have changes that are not saved:</source>
        <translation>
            <numerusform>%n document has changes that are not saved:</numerusform>
            <numerusform>%n documents have changes that are not saved:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::ExplanationView</name>
    <message numerus="yes">
        <source>%n byte(s) of pattern</source>
        <translation>
            <numerusform>%n byte of pattern</numerusform>
            <numerusform>%n bytes of pattern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::FindBar</name>
    <message numerus="yes">
        <source>Replaced %n occurrence(s)</source>
        <translation>
            <numerusform>Replaced %n occurrence</numerusform>
            <numerusform>Replaced %n occurrences</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::TesterPanel</name>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passed</source>
        <translation>
            <numerusform>%n passed</numerusform>
            <numerusform>%n passed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed by this edit</source>
        <translation>
            <numerusform>%n changed by this edit</numerusform>
            <numerusform>%n changed by this edit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) changed verdict compared with the saved file</source>
        <translation>
            <numerusform>%n case changed verdict compared with the saved file</numerusform>
            <numerusform>%n cases changed verdict compared with the saved file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) added from the clipboard.</source>
        <translation>
            <numerusform>%n test case added from the clipboard.</numerusform>
            <numerusform>%n test cases added from the clipboard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) imported from %1.</source>
        <translation>
            <numerusform>%n test case imported from %1.</numerusform>
            <numerusform>%n test cases imported from %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) read from %1.</source>
        <translation>
            <numerusform>%n test case read from %1.</numerusform>
            <numerusform>%n test cases read from %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
