<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>robots::crawlerlogs::CrawlerLogsWindow</name>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <translation>
            <numerusform>%n h</numerusform>
            <numerusform>%n h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be read to its end (%2); its first %n lines were counted.</source>
        <translation>
            <numerusform>%1 could not be read to its end (%2); its first %n line was counted.</numerusform>
            <numerusform>%1 could not be read to its end (%2); its first %n lines were counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n lines</source>
        <translation>
            <numerusform>%1: %n line</numerusform>
            <numerusform>%1: %n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad lines</source>
        <translation>
            <numerusform>… and %n more bad line</numerusform>
            <numerusform>… and %n more bad lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n requests kept: every violation and fetch within the allowance, and the first others. Double-click one to open the robots.txt version at its deciding line.</source>
        <translation>
            <numerusform>%n request kept: every violation and fetch within the allowance, and the first others. Double-click it to open the robots.txt version at its deciding line.</numerusform>
            <numerusform>%n requests kept: every violation and fetch within the allowance, and the first others. Double-click one to open the robots.txt version at its deciding line.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::siteui::HistoryDialog</name>
    <message numerus="yes">
        <source>No verdict of the current test set changed (%n case(s)).</source>
        <translation>
            <numerusform>No verdict of the current test set changed (%n case).</numerusform>
            <numerusform>No verdict of the current test set changed (%n cases).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) of the current test set changed:</source>
        <translation>
            <numerusform>%n verdict of the current test set changed:</numerusform>
            <numerusform>%n verdicts of the current test set changed:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::siteui::SiteAuditView</name>
    <message numerus="yes">
        <source>… and %n more (Export CSV lists them all)</source>
        <translation>
            <numerusform>… and %n more (Export CSV lists them all)</numerusform>
            <numerusform>… and %n more (Export CSV lists them all)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n URL(s) in your sitemaps that robots.txt blocks</source>
        <translation>
            <numerusform>%1: %n URL in your sitemaps that robots.txt blocks</numerusform>
            <numerusform>%1: %n URLs in your sitemaps that robots.txt blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more rule(s) (Export CSV lists them all)</source>
        <translation>
            <numerusform>… and %n more rule (Export CSV lists them all)</numerusform>
            <numerusform>… and %n more rules (Export CSV lists them all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::siteui::SiteDock</name>
    <message numerus="yes">
        <source>%n host(s) added.</source>
        <translation>
            <numerusform>%n host added.</numerusform>
            <numerusform>%n hosts added.</numerusform>
        </translation>
    </message>
</context>
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
    <name>robots::ui::AllDialectsView</name>
    <message numerus="yes">
        <source>Allowed by %1 and disallowed by %2 of %n dialect(s).</source>
        <translation>
            <numerusform>Allowed by %1 and disallowed by %2 of %n dialect.</numerusform>
            <numerusform>Allowed by %1 and disallowed by %2 of %n dialects.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dialect(s) differ from RFC 9309: %1.</source>
        <translation>
            <numerusform>%n dialect differs from RFC 9309: %1.</numerusform>
            <numerusform>%n dialects differ from RFC 9309: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dialect(s) differ from RFC 9309 (marked).</source>
        <translation>
            <numerusform>%n dialect differs from RFC 9309 (marked).</numerusform>
            <numerusform>%n dialects differ from RFC 9309 (marked).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dialect(s) still being read.</source>
        <translation>
            <numerusform>%n dialect still being read.</numerusform>
            <numerusform>%n dialects still being read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::CasesTable</name>
    <message numerus="yes">
        <source>%n case(s) copied as CSV.</source>
        <translation>
            <numerusform>%n case copied as CSV.</numerusform>
            <numerusform>%n cases copied as CSV.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) copied as a test set.</source>
        <translation>
            <numerusform>%n case copied as a test set.</numerusform>
            <numerusform>%n cases copied as a test set.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) removed.</source>
        <translation>
            <numerusform>%n test case removed.</numerusform>
            <numerusform>%n test cases removed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) now expect their current verdict.</source>
        <translation>
            <numerusform>%n case now expects its current verdict.</numerusform>
            <numerusform>%n cases now expect their current verdict.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left as they were: no verdict yet, or their dialects disagree.</source>
        <translation>
            <numerusform>%n left as it was: no verdict yet, or its dialects disagree.</numerusform>
            <numerusform>%n left as they were: no verdict yet, or their dialects disagree.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove all %n test case(s)?</source>
        <translation>
            <numerusform>Remove the %n test case?</numerusform>
            <numerusform>Remove all %n test cases?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n Case(s)</source>
        <translation>
            <numerusform>Remove %n Case</numerusform>
            <numerusform>Remove %n Cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) restored.</source>
        <translation>
            <numerusform>%n test case restored.</numerusform>
            <numerusform>%n test cases restored.</numerusform>
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
    <message numerus="yes">
        <source>Discard the unsaved changes of %n document(s)?</source>
        <translation>
            <numerusform>Discard the unsaved changes of %n document?</numerusform>
            <numerusform>Discard the unsaved changes of %n documents?</numerusform>
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
    <name>robots::ui::HelpFeature</name>
    <message numerus="yes">
        <source>Crawler catalogue: %n crawlers, checked up to %1</source>
        <translation>
            <numerusform>Crawler catalogue: %n crawler, checked up to %1</numerusform>
            <numerusform>Crawler catalogue: %n crawlers, checked up to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::Importers</name>
    <message numerus="yes">
        <source>%n line(s) skipped: %1.</source>
        <translation>
            <numerusform>%n line skipped: %1.</numerusform>
            <numerusform>%n lines skipped: %1.</numerusform>
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
    <message numerus="yes">
        <source>Tests: %1 · %n case(s)</source>
        <translation>
            <numerusform>Tests: %1 · %n case</numerusform>
            <numerusform>Tests: %1 · %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tests: not saved · %n case(s)</source>
        <translation>
            <numerusform>Tests: not saved · %n case</numerusform>
            <numerusform>Tests: not saved · %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n now allowed</source>
        <translation>
            <numerusform>%n now allowed</numerusform>
            <numerusform>%n now allowed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n now disallowed</source>
        <translation>
            <numerusform>%n now disallowed</numerusform>
            <numerusform>%n now disallowed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n now unknown</source>
        <translation>
            <numerusform>%n now unknown</numerusform>
            <numerusform>%n now unknown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) changed verdict compared with %1</source>
        <translation>
            <numerusform>%n case changed verdict compared with %1</numerusform>
            <numerusform>%n cases changed verdict compared with %1</numerusform>
        </translation>
    </message>
</context>
</TS>
