<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>CloseButton</name>
    <message>
        <source>Close Tab</source>
        <translation>タブを閉じる</translation>
    </message>
</context>
<context>
    <name>DiagnosticsText</name>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Infos: %1</source>
        <translation>情報: %1</translation>
    </message>
    <message>
        <source>Hints: %1</source>
        <translation>ヒント: %1</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>グループ</translation>
    </message>
    <message>
        <source>Paths</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>値</translation>
    </message>
    <message>
        <source>every dialect</source>
        <translation>すべての方言</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>Why it matters:</source>
        <translation>問題になる理由:</translation>
    </message>
    <message>
        <source>Concerns: %1 · Source: %2</source>
        <translation>対象: %1 · 出典: %2</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>Quick fixes:</source>
        <translation>クイック修正:</translation>
    </message>
    <message>
        <source>Quick fixes (%1):</source>
        <translation>クイック修正 (%1):</translation>
    </message>
</context>
<context>
    <name>HoverDocs</name>
    <message>
        <source>honoured</source>
        <translation>従う</translation>
    </message>
    <message>
        <source>read, no effect</source>
        <translation>読み取るが効果なし</translation>
    </message>
    <message>
        <source>not a key: line ignored</source>
        <translation>キーではない: 行は無視</translation>
    </message>
    <message>
        <source> (as an accepted misspelling)</source>
        <translation>（許容される誤記として）</translation>
    </message>
    <message>
        <source>(written “%1”)</source>
        <translation>（「%1」と記述）</translation>
    </message>
    <message>
        <source>Defined in: %1</source>
        <translation>定義: %1</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>フローティング</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>すべて選択</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>詳細を表示...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>詳細を隠す...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>すべて保存</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>はい(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>すべてにはい(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>いいえ(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>すべてにいいえ(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>無視</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>デフォルトに戻す</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <source>Scroll Left</source>
        <translation>左にスクロール</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>右にスクロール</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>リンクの場所をコピー(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>すべて選択</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Write and test robots.txt files.</source>
        <translation>robots.txt ファイルを作成し、テストします。</translation>
    </message>
    <message>
        <source>Render the main window to PNG file &lt;out&gt; and quit.</source>
        <translation>メインウィンドウを PNG ファイル &lt;out&gt; に描画して終了します。</translation>
    </message>
    <message>
        <source>Open built-in example &lt;id&gt; (Help → Examples), e.g. ancient-castle.</source>
        <translation>組み込みの例 &lt;id&gt;（ヘルプ → 例）を開きます。例: ancient-castle</translation>
    </message>
    <message>
        <source>Test under dialect(s) &lt;ids&gt;, comma-separated: %1.</source>
        <translation>方言 &lt;ids&gt;（カンマ区切り）でテストします: %1。</translation>
    </message>
    <message>
        <source>Show the studio in language &lt;lang&gt; (%1) this time, whatever the settings say.</source>
        <translation>設定にかかわらず、今回は言語 &lt;lang&gt; (%1) で表示します。</translation>
    </message>
    <message>
        <source>robots.txt files to open, or http(s) URLs whose robots.txt to fetch.</source>
        <translation>開く robots.txt ファイル、または robots.txt を取得する http(s) の URL。</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;; available: %2</source>
        <translation>不明な言語 &apos;%1&apos;。使用できる言語: %2</translation>
    </message>
    <message>
        <source>unknown dialect &apos;%1&apos;; known dialects: %2</source>
        <translation>不明な方言 &apos;%1&apos;。既知の方言: %2</translation>
    </message>
</context>
<context>
    <name>robots::Message</name>
    <message>
        <source>Allowed</source>
        <translation>許可</translation>
    </message>
    <message>
        <source>Disallowed</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>longest match</source>
        <translation>最長一致</translation>
    </message>
    <message>
        <source>tie: Allow wins</source>
        <translation>同じ長さ: Allow が優先</translation>
    </message>
    <message>
        <source>tie: Disallow wins</source>
        <translation>同じ長さ: Disallow が優先</translation>
    </message>
    <message>
        <source>first match in file order</source>
        <translation>ファイル順で最初の一致</translation>
    </message>
    <message>
        <source>last of the length-sorted rules</source>
        <translation>長さ順に並べたルールの最後</translation>
    </message>
    <message>
        <source>a Disallow matched</source>
        <translation>Disallow が一致</translation>
    </message>
    <message>
        <source>empty rule allows everything</source>
        <translation>空のルールはすべて許可</translation>
    </message>
    <message>
        <source>no rule matches</source>
        <translation>一致するルールなし</translation>
    </message>
    <message>
        <source>no group applies</source>
        <translation>適用されるグループなし</translation>
    </message>
    <message>
        <source>/robots.txt is always allowed</source>
        <translation>/robots.txt は常に許可</translation>
    </message>
    <message>
        <source>not an http(s) URL</source>
        <translation>http(s) の URL ではない</translation>
    </message>
    <message>
        <source>no fresh rules</source>
        <translation>有効なルールなし</translation>
    </message>
    <message>
        <source>fetch outcome allows all</source>
        <translation>取得結果によりすべて許可</translation>
    </message>
    <message>
        <source>fetch outcome disallows all</source>
        <translation>取得結果によりすべて拒否</translation>
    </message>
    <message>
        <source>exact product token</source>
        <translation>プロダクトトークンが完全一致</translation>
    </message>
    <message>
        <source>substring of the agent&apos;s name</source>
        <translation>エージェント名の部分文字列</translation>
    </message>
    <message>
        <source>glob matches the agent&apos;s name</source>
        <translation>グロブがエージェント名に一致</translation>
    </message>
    <message>
        <source>Yandex family</source>
        <translation>Yandex 系</translation>
    </message>
    <message>
        <source>no group names the agent: the * group</source>
        <translation>エージェントを指定するグループなし: * グループ</translation>
    </message>
    <message>
        <source>* matches every agent</source>
        <translation>* はすべてのエージェントに一致</translation>
    </message>
    <message>
        <source>rules before any User-agent count as *</source>
        <translation>User-agent より前のルールは * として扱う</translation>
    </message>
    <message>
        <source>the agent&apos;s whole name</source>
        <translation>エージェント名全体</translation>
    </message>
    <message>
        <source>malformed URL: no rule matches</source>
        <translation>不正な URL: どの規則にも一致しない</translation>
    </message>
</context>
<context>
    <name>robots::crawlerlogs::CrawlerLogsWindow</name>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <translation>
            <numerusform>%n 時間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days</source>
        <translation>
            <numerusform>%n 日</numerusform>
        </translation>
    </message>
    <message>
        <source>Crawler Logs</source>
        <translation>クローラーログ</translation>
    </message>
    <message>
        <source>Access logs (Combined, W3C or JSON Lines, plain or gzip), read in this order. Drop files here.</source>
        <translation>アクセスログ（Combined、W3C、JSON Lines。そのままでも gzip でも可）をこの順に読みます。ここにファイルをドロップできます。</translation>
    </message>
    <message>
        <source>Add Files…</source>
        <translation>ファイルを追加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>The current document</source>
        <translation>現在のドキュメント</translation>
    </message>
    <message>
        <source>A robots.txt file</source>
        <translation>robots.txt ファイル</translation>
    </message>
    <message>
        <source>The open site&apos;s history</source>
        <translation>開いているサイトの履歴</translation>
    </message>
    <message>
        <source>A history database</source>
        <translation>履歴データベース</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>The IP ranges an operator publishes (JSON with &quot;prefixes&quot;), named after the crawler or its operator: googlebot.json, gptbot.json</source>
        <translation>運営者が公開している IP アドレス範囲（&quot;prefixes&quot; を持つ JSON）。ファイル名はクローラー名か運営者名にします：googlebot.json、gptbot.json</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Add IP Range Files</source>
        <translation>IP 範囲ファイルを追加</translation>
    </message>
    <message>
        <source>IP range files (*.json);;All files (*)</source>
        <translation>IP 範囲ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Logs:</source>
        <translation>ログ:</translation>
    </message>
    <message>
        <source>Judge against:</source>
        <translation>照らし合わせる robots.txt:</translation>
    </message>
    <message>
        <source>IP ranges (optional):</source>
        <translation>IP 範囲（省略可）:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV を書き出す…</translation>
    </message>
    <message>
        <source>Crawler</source>
        <translation>クローラー</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>Unverified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>Spoofed</source>
        <translation>なりすまし</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>違反</translation>
    </message>
    <message>
        <source>Within allowance</source>
        <translation>猶予内</translation>
    </message>
    <message>
        <source>Last robots.txt fetch</source>
        <translation>最後の robots.txt 取得</translation>
    </message>
    <message>
        <source>Longest gap</source>
        <translation>最長の間隔</translation>
    </message>
    <message>
        <source>Peak per minute</source>
        <translation>1 分間の最大</translation>
    </message>
    <message>
        <source>Crawl-delay exceeded</source>
        <translation>Crawl-delay 超過</translation>
    </message>
    <message>
        <source>Select a crawler to see its requests.</source>
        <translation>クローラーを選ぶと、そのリクエストが表示されます。</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Bad Lines</source>
        <translation>不正な行</translation>
    </message>
    <message>
        <source>Add the access logs to read, choose the robots.txt to judge them against, and press Start.</source>
        <translation>読み込むアクセスログを追加し、照らし合わせる robots.txt を選んで、「開始」を押してください。</translation>
    </message>
    <message>
        <source>Add Access Logs</source>
        <translation>アクセスログを追加</translation>
    </message>
    <message>
        <source>Access logs (*.log *.log.* *.gz *.jsonl *.json *.txt);;All files (*)</source>
        <translation>アクセスログ (*.log *.log.* *.gz *.jsonl *.json *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Choose a robots.txt</source>
        <translation>robots.txt を選択</translation>
    </message>
    <message>
        <source>robots.txt files (*.txt);;All files (*)</source>
        <translation>robots.txt ファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Choose a History Database</source>
        <translation>履歴データベースを選択</translation>
    </message>
    <message>
        <source>History databases (*.sqlite *.db);;All files (*)</source>
        <translation>履歴データベース (*.sqlite *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>No site is open (Tools → Site…)</source>
        <translation>開いているサイトはありません（ツール → サイト…）</translation>
    </message>
    <message>
        <source>robots.txt file</source>
        <translation>robots.txt ファイル</translation>
    </message>
    <message>
        <source>%1 is no crawler of the catalogue.</source>
        <translation>%1 はカタログにあるクローラーではありません。</translation>
    </message>
    <message>
        <source>%1: name the range file after a crawler or its operator (googlebot.json, gptbot.json).</source>
        <translation>%1: 範囲ファイルにはクローラー名か運営者名を付けてください（googlebot.json、gptbot.json）。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1 is not an IP range file: %2</source>
        <translation>%1 は IP 範囲ファイルではありません: %2</translation>
    </message>
    <message>
        <source>Cannot open the history %1: %2</source>
        <translation>履歴 %1 を開けません: %2</translation>
    </message>
    <message>
        <source>Cannot read the site file %1: %2</source>
        <translation>サイトファイル %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>Add at least one access log first.</source>
        <translation>まずアクセスログを 1 つ以上追加してください。</translation>
    </message>
    <message>
        <source>current document</source>
        <translation>現在のドキュメント</translation>
    </message>
    <message>
        <source>Choose the robots.txt file to judge the logs against.</source>
        <translation>ログを照らし合わせる robots.txt ファイルを選んでください。</translation>
    </message>
    <message>
        <source>No site is open: open one with Tools → Site…, or choose another robots.txt source.</source>
        <translation>開いているサイトがありません。ツール → サイト… で開くか、別の robots.txt を選んでください。</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>Reading… No robots.txt in the history for %1: its requests are not judged.</source>
        <translation>読み込み中… 履歴に %1 の robots.txt がないため、そのリクエストは判定しません。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>%1 lines, %2 lines/s</source>
        <translation>%1 行、毎秒 %2 行</translation>
    </message>
    <message>
        <source>Cancelled: nothing was counted. Start again to read the logs.</source>
        <translation>キャンセルしました。何も集計していません。ログを読むにはもう一度開始してください。</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be read to its end (%2); its first %n lines were counted.</source>
        <translation>
            <numerusform>%1 を最後まで読めませんでした（%2）。最初の %n 行は集計しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lines, %2 requests, %3 of crawlers of the catalogue, %4 bad lines.</source>
        <translation>%1 行、リクエスト %2 件（うちカタログのクローラーによるもの %3 件）、不正な行 %4 行。</translation>
    </message>
    <message>
        <source>No request of a crawler of the catalogue was found in these logs.</source>
        <translation>これらのログには、カタログにあるクローラーのリクエストがありませんでした。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>yes (Crawl-delay %1 s)</source>
        <translation>超過（Crawl-delay %1 秒）</translation>
    </message>
    <message>
        <source>no (Crawl-delay %1 s)</source>
        <translation>超過なし（Crawl-delay %1 秒）</translation>
    </message>
    <message>
        <source>no Crawl-delay</source>
        <translation>Crawl-delay 指定なし</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n lines</source>
        <translation>
            <numerusform>%1: %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad lines</source>
        <translation>
            <numerusform>… ほかに不正な行が %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Every line was read as a request.</source>
        <translation>すべての行をリクエストとして読めました。</translation>
    </message>
    <message>
        <source>Bad Lines (%1)</source>
        <translation>不正な行 (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n requests kept: every violation and fetch within the allowance, and the first others. Double-click one to open the robots.txt version at its deciding line.</source>
        <translation>
            <numerusform>%n 件のリクエストを保持しています（すべての違反と猶予内の取得、およびそれ以外の最初の分）。ダブルクリックすると、その robots.txt のバージョンを決め手になった行で開きます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not kept: %1 disallowed and %2 other requests.</source>
        <translation>保持していないもの: 禁止された取得 %1 件、その他のリクエスト %2 件。</translation>
    </message>
    <message>
        <source>Requests and violations per day appear here once the logs are read.</source>
        <translation>ログを読み込むと、1 日ごとのリクエストと違反がここに表示されます。</translation>
    </message>
    <message>
        <source>%1: requests and violations per day (UTC)</source>
        <translation>%1: 1 日ごとのリクエストと違反（UTC）</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>This request was not judged: no robots.txt was known at its time.</source>
        <translation>このリクエストは判定していません。その時刻の robots.txt がわかりません。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV を書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Fetch Latest</source>
        <translation>最新を取得</translation>
    </message>
    <message>
        <source>Fetch the IP range files each operator publishes into the history chosen above (the open site&apos;s or a database), with their date. A run against a history verifies with the newest stored copies when no range file is added here.</source>
        <translation>各運営者が公開している IP 範囲ファイルを取得し、取得日時とともに上で選んだ履歴（開いているサイトの履歴かデータベース）に保存します。ここに範囲ファイルを追加しなければ、履歴に照らした読み込みでは保存済みの最新のコピーで検証します。</translation>
    </message>
    <message>
        <source>Choose the open site&apos;s history or a history database above: the ranges are kept there.</source>
        <translation>上で「開いているサイトの履歴」か「履歴データベース」を選んでください。範囲はそこに保存されます。</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）: %3</translation>
    </message>
    <message>
        <source>IP range files fetched into the history: %1 stored, %2 kept their previous copy.</source>
        <translation>IP 範囲ファイルを履歴に取得しました。保存 %1 件、前のコピーのまま %2 件。</translation>
    </message>
    <message>
        <source>Fetching the IP range files the operators publish…</source>
        <translation>運営者が公開している IP 範囲ファイルを取得中…</translation>
    </message>
    <message>
        <source>%1 (fetched %2)</source>
        <translation>%1（%2 取得）</translation>
    </message>
    <message>
        <source>The history holds no IP range files: Fetch Latest fetches them, so that crawlers can be verified.</source>
        <translation>履歴に IP 範囲ファイルがありません。「最新を取得」で取得すると、クローラーを検証できます。</translation>
    </message>
    <message>
        <source>Verified with the IP ranges stored in the history: %1.</source>
        <translation>履歴に保存された IP 範囲で検証しました: %1。</translation>
    </message>
</context>
<context>
    <name>robots::crawlerlogs::RequestsModel</name>
    <message>
        <source>verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>spoofed</source>
        <translation>なりすまし</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>許可</translation>
    </message>
    <message>
        <source>within the 24-hour allowance</source>
        <translation>24 時間の猶予内</translation>
    </message>
    <message>
        <source>violation</source>
        <translation>違反</translation>
    </message>
    <message>
        <source>not judged (no robots.txt known)</source>
        <translation>判定なし（robots.txt が不明）</translation>
    </message>
    <message>
        <source>not a line of the log&apos;s format</source>
        <translation>ログの形式に合わない行</translation>
    </message>
    <message>
        <source>the time cannot be read</source>
        <translation>時刻を読めない</translation>
    </message>
    <message>
        <source>the request field is not &quot;METHOD target PROTOCOL&quot;</source>
        <translation>リクエスト欄が「メソッド 対象 プロトコル」の形になっていない</translation>
    </message>
    <message>
        <source>a W3C data line before any #Fields: directive</source>
        <translation>#Fields: 指示より前にある W3C のデータ行</translation>
    </message>
    <message>
        <source>no time or no URL in the line</source>
        <translation>行に時刻か URL がない</translation>
    </message>
    <message>
        <source>longer than 64 KiB (skipped unread)</source>
        <translation>64 KiB を超える（読まずに飛ばしました）</translation>
    </message>
    <message>
        <source>Double-click to open this version at line %1</source>
        <translation>ダブルクリックでこのバージョンを %1 行目で開きます</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>no rule applies</source>
        <translation>該当する規則なし</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>Log line</source>
        <translation>ログの行</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>時刻（UTC）</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>クライアント</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>robots.txt version</source>
        <translation>robots.txt のバージョン</translation>
    </message>
    <message>
        <source>Deciding line</source>
        <translation>決め手の行</translation>
    </message>
</context>
<context>
    <name>robots::fetchui::FetchController</name>
    <message>
        <source>Open from &amp;URL…</source>
        <translation>URL から開く(&amp;U)…</translation>
    </message>
    <message>
        <source>Compare with &amp;Live…</source>
        <translation>公開中のファイルと比較(&amp;L)…</translation>
    </message>
    <message>
        <source>Received %1</source>
        <translation>%1 を受信</translation>
    </message>
    <message>
        <source>Redirected (%1) to %2</source>
        <translation>%2 へリダイレクト (%1)</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>%1 を取得中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Fetch cancelled.</source>
        <translation>取得をキャンセルしました。</translation>
    </message>
    <message>
        <source>Open from URL</source>
        <translation>URL から開く</translation>
    </message>
    <message>
        <source>No tab was opened: the server gave no file to parse.</source>
        <translation>タブは開かれませんでした: サーバーは解析できるファイルを返しませんでした。</translation>
    </message>
    <message>
        <source>Compare with live</source>
        <translation>公開中のファイルと比較</translation>
    </message>
    <message>
        <source>The live file gives nothing to compare with; the baseline is unchanged.</source>
        <translation>公開中のファイルには比較できる内容がありません。比較基準は変更されていません。</translation>
    </message>
    <message>
        <source>Any URL of the site (its /robots.txt is fetched):</source>
        <translation>サイトの任意の URL（その /robots.txt を取得します）:</translation>
    </message>
    <message>
        <source>Any URL of the site whose live robots.txt to compare with:</source>
        <translation>比較する公開中の robots.txt があるサイトの任意の URL:</translation>
    </message>
    <message>
        <source>Live file → this tab</source>
        <translation>公開中のファイル → このタブ</translation>
    </message>
    <message>
        <source>The live file and this tab are identical.</source>
        <translation>公開中のファイルとこのタブは同じです。</translation>
    </message>
    <message>
        <source>robots.txt — %1</source>
        <translation>robots.txt — %1</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>ステータス:</translation>
    </message>
    <message>
        <source>Final URL:</source>
        <translation>最終 URL:</translation>
    </message>
    <message>
        <source>Redirects:</source>
        <translation>リダイレクト:</translation>
    </message>
    <message>
        <source>Content type:</source>
        <translation>コンテンツタイプ:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>サイズ:</translation>
    </message>
    <message>
        <source>Fetched:</source>
        <translation>取得日時:</translation>
    </message>
    <message>
        <source>%1 UTC in %2 ms</source>
        <translation>%1 UTC（%2 ミリ秒）</translation>
    </message>
    <message>
        <source>TLS errors:</source>
        <translation>TLS エラー:</translation>
    </message>
    <message>
        <source>Headers:</source>
        <translation>ヘッダー:</translation>
    </message>
    <message>
        <source> (the first %1 bytes read and parsed; RFC 9309 §2.5)</source>
        <translation>（読み込んで解析したのは先頭 %1 バイト。RFC 9309 §2.5）</translation>
    </message>
</context>
<context>
    <name>robots::fetchui::HostsDock</name>
    <message>
        <source>Hosts</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <source>Fetch the selected hosts&apos; robots.txt again (all hosts when none is selected)</source>
        <translation>選択したホストの robots.txt を再取得します（選択がなければすべてのホスト）</translation>
    </message>
    <message>
        <source>&amp;Add Host…</source>
        <translation>ホストを追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>ホストを追加</translation>
    </message>
    <message>
        <source>Any URL of the site:</source>
        <translation>サイトの任意の URL:</translation>
    </message>
    <message>
        <source>Hosts, their robots.txt status and freshness</source>
        <translation>ホストと、その robots.txt の状態と鮮度</translation>
    </message>
</context>
<context>
    <name>robots::net::HostRulesCache</name>
    <message>
        <source>cancelled</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation>接続拒否</translation>
    </message>
    <message>
        <source>host not found</source>
        <translation>ホストが見つからない</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>TLS エラー</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>ネットワークエラー</translation>
    </message>
    <message>
        <source>not fetched</source>
        <translation>未取得</translation>
    </message>
    <message>
        <source>fetching…</source>
        <translation>取得中…</translation>
    </message>
    <message>
        <source>fresh</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>期限切れ</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Fetched</source>
        <translation>取得日時</translation>
    </message>
    <message>
        <source>Fresh until</source>
        <translation>有効期限</translation>
    </message>
    <message>
        <source>Freshness</source>
        <translation>鮮度</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
</context>
<context>
    <name>robots::siteui::HistoryDialog</name>
    <message>
        <source>&amp;Open Read-Only</source>
        <translation>読み取り専用で開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比較(&amp;C)</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>%1 の履歴</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>初回確認</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>最終確認</translation>
    </message>
    <message>
        <source>Fetches</source>
        <translation>取得回数</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Open the selected version in a tab, read-only</source>
        <translation>選んだバージョンを読み取り専用でタブに開きます</translation>
    </message>
    <message>
        <source>Compare two selected versions, or the selected one with the version before it</source>
        <translation>選んだ 2 つのバージョン、または選んだバージョンとその前のバージョンを比較します</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Verdicts that changed</source>
        <translation>変わった判定</translation>
    </message>
    <message>
        <source>Open the version read-only</source>
        <translation>バージョンを読み取り専用で開く</translation>
    </message>
    <message>
        <source>Compare versions</source>
        <translation>バージョンを比較</translation>
    </message>
    <message>
        <source>Differences between the versions</source>
        <translation>バージョン間の差分</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>Dialect</source>
        <translation>方言</translation>
    </message>
    <message>
        <source>Older version</source>
        <translation>古いバージョン</translation>
    </message>
    <message>
        <source>Newer version</source>
        <translation>新しいバージョン</translation>
    </message>
    <message>
        <source>SHA-256 %1</source>
        <translation>SHA-256 %1</translation>
    </message>
    <message>
        <source>Only one version is known: nothing to compare yet.</source>
        <translation>バージョンが 1 つしかないため、まだ比較できません。</translation>
    </message>
    <message>
        <source>Select two versions and Compare.</source>
        <translation>2 つのバージョンを選んで「比較」を押してください。</translation>
    </message>
    <message>
        <source>%1 (last seen %2)</source>
        <translation>%1（最終確認 %2）</translation>
    </message>
    <message>
        <source>Changes from the version last seen %1 to the version last seen %2:</source>
        <translation>最終確認 %1 のバージョンから最終確認 %2 のバージョンへの変更:</translation>
    </message>
    <message>
        <source>The two versions are the same.</source>
        <translation>2 つのバージョンは同じです。</translation>
    </message>
    <message>
        <source>The current document has no test cases to compare verdicts with.</source>
        <translation>現在のドキュメントには、判定を比較するテストケースがありません。</translation>
    </message>
    <message numerus="yes">
        <source>No verdict of the current test set changed (%n case(s)).</source>
        <translation>
            <numerusform>現在のテストセットの判定は変わっていません（%n 件）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) of the current test set changed:</source>
        <translation>
            <numerusform>現在のテストセットの判定が %n 件変わりました:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1（%2 行目）</translation>
    </message>
</context>
<context>
    <name>robots::siteui::SiteAuditView</name>
    <message>
        <source>Newly blocked by the draft</source>
        <translation>ドラフトで新たにブロック</translation>
    </message>
    <message>
        <source>Unblocked by the draft</source>
        <translation>ドラフトでブロック解除</translation>
    </message>
    <message>
        <source>Blocked by the draft and the live file</source>
        <translation>ドラフトと公開中のファイルの両方でブロック</translation>
    </message>
    <message>
        <source>Blocked by the draft (no live file)</source>
        <translation>ドラフトでブロック（公開中のファイルなし）</translation>
    </message>
    <message>
        <source>no rule (allowed by default)</source>
        <translation>ルールなし（既定で許可）</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Export CSV lists them all)</source>
        <translation>
            <numerusform>…ほか %n 件（CSV の書き出しにはすべて含まれます）</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Run Audit</source>
        <translation>監査を実行(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>CSV を書き出す(&amp;C)…</translation>
    </message>
    <message>
        <source>The host whose robots.txt (and its Sitemap: lines) the audit reads</source>
        <translation>監査が robots.txt（とその Sitemap: 行）を読むホスト</translation>
    </message>
    <message>
        <source>The crawlers to check, separated by commas</source>
        <translation>確認するクローラー（カンマ区切り）</translation>
    </message>
    <message>
        <source>More sitemaps, one URL per line (the Sitemap: lines of the host&apos;s robots.txt are always read)</source>
        <translation>追加のサイトマップ（1 行に 1 つの URL。ホストの robots.txt の Sitemap: 行は常に読みます）</translation>
    </message>
    <message>
        <source>Check every URL of the sitemaps against the current document and the live file</source>
        <translation>サイトマップのすべての URL を現在のドキュメントと公開中のファイルで判定します</translation>
    </message>
    <message>
        <source>Host to audit</source>
        <translation>監査するホスト</translation>
    </message>
    <message>
        <source>Sitemap audit result</source>
        <translation>サイトマップ監査の結果</translation>
    </message>
    <message>
        <source>Agents to audit</source>
        <translation>監査するエージェント</translation>
    </message>
    <message>
        <source>More sitemaps</source>
        <translation>追加のサイトマップ</translation>
    </message>
    <message>
        <source>Run the sitemap audit</source>
        <translation>サイトマップ監査を実行</translation>
    </message>
    <message>
        <source>Cancel the sitemap audit</source>
        <translation>サイトマップ監査をキャンセル</translation>
    </message>
    <message>
        <source>Export the audit as CSV</source>
        <translation>監査結果を CSV で書き出す</translation>
    </message>
    <message>
        <source>Double-click a rule to go to its line in the draft</source>
        <translation>ルールをダブルクリックすると、ドラフトのその行へ移動します</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Agents:</source>
        <translation>エージェント(&amp;A):</translation>
    </message>
    <message>
        <source>Si&amp;temaps:</source>
        <translation>サイトマップ(&amp;T):</translation>
    </message>
    <message>
        <source>Add a host to the site first: the audit reads its robots.txt and sitemaps.</source>
        <translation>先にサイトにホストを追加してください。監査はその robots.txt とサイトマップを読みます。</translation>
    </message>
    <message>
        <source>Reading the robots.txt of %1…</source>
        <translation>%1 の robots.txt を読み込んでいます…</translation>
    </message>
    <message>
        <source>%1 of %2 sitemaps read, %3 URLs checked, %4 blocked by the draft</source>
        <translation>サイトマップ %2 件中 %1 件を読み込み、URL %3 件を確認、ドラフトでブロック %4 件</translation>
    </message>
    <message>
        <source>%1 sitemaps read, %2 URLs, %3 on this host checked</source>
        <translation>サイトマップ %1 件を読み込み、URL %2 件、このホストの %3 件を確認</translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation>キャンセル: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n URL(s) in your sitemaps that robots.txt blocks</source>
        <translation>
            <numerusform>%1: サイトマップ内で robots.txt がブロックする URL %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Draft: %1</source>
        <translation>ドラフト: %1</translation>
    </message>
    <message>
        <source>live file: %1</source>
        <translation>公開中のファイル: %1</translation>
    </message>
    <message>
        <source>Double-click to go to line %1 of the draft</source>
        <translation>ダブルクリックでドラフトの %1 行目へ移動</translation>
    </message>
    <message>
        <source>URLs on other hosts (%1): a sitemap may only list URLs of its own host</source>
        <translation>他のホストの URL（%1）: サイトマップには自分のホストの URL しか載せられません</translation>
    </message>
    <message>
        <source>Malformed URLs (%1)</source>
        <translation>形式が正しくない URL（%1）</translation>
    </message>
    <message>
        <source>Sitemaps with problems (%1)</source>
        <translation>問題のあるサイトマップ（%1）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No sitemap URL was found: the host&apos;s robots.txt names no sitemap and none was added.</source>
        <translation>サイトマップの URL が見つかりません。ホストの robots.txt にサイトマップがなく、追加されたものもありません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Export Sitemap Audit</source>
        <translation>サイトマップ監査の書き出し</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more rule(s) (Export CSV lists them all)</source>
        <translation>
            <numerusform>…ほか %n 件のルール（CSV の書き出しにはすべて含まれます）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::siteui::SiteDock</name>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discover Hosts</source>
        <translation>ホストを検出(&amp;D)</translation>
    </message>
    <message>
        <source>Refresh &amp;All</source>
        <translation>すべて更新(&amp;A)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>履歴(&amp;H)…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <source>Name of the site</source>
        <translation>サイトの名前</translation>
    </message>
    <message>
        <source>Host to add, e.g. www.example.com</source>
        <translation>追加するホスト（例: www.example.com）</translation>
    </message>
    <message>
        <source>Add the hosts of this site that the fetched robots.txt files and the sitemaps name</source>
        <translation>取得した robots.txt ファイルとサイトマップに現れる、このサイトのホストを追加します</translation>
    </message>
    <message>
        <source>Fetch the robots.txt of every host now; every fetch is kept in the history</source>
        <translation>すべてのホストの robots.txt を今すぐ取得します。取得はすべて履歴に保存されます</translation>
    </message>
    <message>
        <source>The versions of the selected host&apos;s robots.txt</source>
        <translation>選んだホストの robots.txt のバージョン</translation>
    </message>
    <message>
        <source>%v of %m hosts</source>
        <translation>%m 件中 %v 件のホスト</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>Refresh every host this often while the studio runs (saved in the site file)</source>
        <translation>スタジオの起動中、この間隔ですべてのホストを更新します（サイトファイルに保存されます）</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 日</translation>
    </message>
    <message>
        <source>The newest fetches of each host are kept however old they are</source>
        <translation>各ホストの最新の取得は、どれほど古くても保持されます</translation>
    </message>
    <message>
        <source>Site views</source>
        <translation>サイトの表示</translation>
    </message>
    <message>
        <source>Hosts of the site</source>
        <translation>サイトのホスト</translation>
    </message>
    <message>
        <source>New site</source>
        <translation>新しいサイト</translation>
    </message>
    <message>
        <source>Open site</source>
        <translation>サイトを開く</translation>
    </message>
    <message>
        <source>Save site</source>
        <translation>サイトを保存</translation>
    </message>
    <message>
        <source>Save site as</source>
        <translation>サイトに名前を付けて保存</translation>
    </message>
    <message>
        <source>Site name</source>
        <translation>サイト名</translation>
    </message>
    <message>
        <source>Host to add</source>
        <translation>追加するホスト</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>ホストを追加</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>ホストを削除</translation>
    </message>
    <message>
        <source>Discover hosts</source>
        <translation>ホストを検出</translation>
    </message>
    <message>
        <source>Refresh all hosts</source>
        <translation>すべてのホストを更新</translation>
    </message>
    <message>
        <source>Cancel the refresh</source>
        <translation>更新をキャンセル</translation>
    </message>
    <message>
        <source>History of the host</source>
        <translation>ホストの履歴</translation>
    </message>
    <message>
        <source>Refresh every (minutes)</source>
        <translation>更新間隔（分）</translation>
    </message>
    <message>
        <source>Keep history for (days)</source>
        <translation>履歴の保存期間（日）</translation>
    </message>
    <message>
        <source>Always keep the newest fetches</source>
        <translation>常に保持する最新の取得数</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>サイト:</translation>
    </message>
    <message>
        <source>Refresh &amp;every:</source>
        <translation>更新間隔(&amp;E):</translation>
    </message>
    <message>
        <source>Keep history &amp;for:</source>
        <translation>履歴の保存期間(&amp;F):</translation>
    </message>
    <message>
        <source>and always the &amp;newest:</source>
        <translation>常に保持する最新の取得(&amp;N):</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Sitemap Audit</source>
        <translation>サイトマップ監査</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) added.</source>
        <translation>
            <numerusform>ホストを %n 件追加しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>No new host: the fetched robots.txt files and the sitemaps name only hosts the site has (refresh the hosts first).</source>
        <translation>新しいホストはありません。取得した robots.txt ファイルとサイトマップには、サイトにあるホストしか現れません（先にホストを更新してください）。</translation>
    </message>
    <message>
        <source>Refresh cancelled; the hosts that had answered are recorded.</source>
        <translation>更新をキャンセルしました。応答のあったホストは記録済みです。</translation>
    </message>
    <message>
        <source>Cannot prune the history: %1</source>
        <translation>履歴を整理できません: %1</translation>
    </message>
    <message>
        <source>Cannot record the fetch in the history: %1</source>
        <translation>取得を履歴に記録できません: %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 を保存できません: %2</translation>
    </message>
    <message>
        <source>Untitled site</source>
        <translation>無題のサイト</translation>
    </message>
    <message>
        <source>Site: %1%2</source>
        <translation>サイト: %1%2</translation>
    </message>
    <message>
        <source>Unsaved Site</source>
        <translation>未保存のサイト</translation>
    </message>
    <message>
        <source>The site &quot;%1&quot; has changes that are not saved. Save them first?</source>
        <translation>サイト「%1」には保存されていない変更があります。先に保存しますか？</translation>
    </message>
    <message>
        <source>Open Site</source>
        <translation>サイトを開く</translation>
    </message>
    <message>
        <source>Sites (*.%1);;All files (*)</source>
        <translation>サイト (*.%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>site</source>
        <translation>サイト</translation>
    </message>
    <message>
        <source>Save Site</source>
        <translation>サイトを保存</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host: type a name such as www.example.com or an http(s) URL.</source>
        <translation>「%1」はホストではありません。www.example.com のような名前か、http(s) の URL を入力してください。</translation>
    </message>
    <message>
        <source>%1 is in the site already.</source>
        <translation>%1 はすでにサイトにあります。</translation>
    </message>
    <message>
        <source>Add a host first: type its name and press Add.</source>
        <translation>先にホストを追加してください。名前を入力して「追加」を押します。</translation>
    </message>
    <message>
        <source>The history cannot be opened (%1): %2. Fetches are shown but not kept.</source>
        <translation>履歴を開けません（%1）: %2。取得結果は表示しますが、保存はしません。</translation>
    </message>
    <message>
        <source>Select a host to see its history.</source>
        <translation>履歴を見るホストを選んでください。</translation>
    </message>
</context>
<context>
    <name>robots::siteui::SiteHostsModel</name>
    <message>
        <source>first version</source>
        <translation>最初のバージョン</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>変更あり</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>time-out</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation>接続拒否</translation>
    </message>
    <message>
        <source>host not found</source>
        <translation>ホストが見つかりません</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>TLS エラー</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>ネットワークエラー</translation>
    </message>
    <message>
        <source>fetching…</source>
        <translation>取得中…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>URL fetched</source>
        <translation>取得した URL</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Outcome (RFC 9309)</source>
        <translation>結果（RFC 9309）</translation>
    </message>
    <message>
        <source>Redirects</source>
        <translation>リダイレクト</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Content type</source>
        <translation>コンテンツタイプ</translation>
    </message>
    <message>
        <source>Charset</source>
        <translation>文字コード</translation>
    </message>
    <message>
        <source>Fetched at</source>
        <translation>取得日時</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Since previous</source>
        <translation>前回から</translation>
    </message>
    <message>
        <source>no file</source>
        <translation>ファイルなし</translation>
    </message>
</context>
<context>
    <name>robots::studio::CommandLineLocations</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>robots::ui::AddCasesDialog</name>
    <message>
        <source>Add Test Cases</source>
        <translation>テストケースの追加</translation>
    </message>
    <message>
        <source>URLs, one per line</source>
        <translation>URL（1 行に 1 つ）</translation>
    </message>
    <message>
        <source>/
/private/page.html
https://example.com/search?q=robots</source>
        <translation>/
/private/page.html
https://example.com/search?q=robots</translation>
    </message>
    <message>
        <source>Agent presets</source>
        <translation>エージェントのプリセット</translation>
    </message>
    <message>
        <source>Custom agents, separated by commas</source>
        <translation>カスタムエージェント（カンマ区切り）</translation>
    </message>
    <message>
        <source>MyCrawler, OtherBot</source>
        <translation>MyCrawler, OtherBot</translation>
    </message>
    <message>
        <source>Expected verdict</source>
        <translation>期待する判定</translation>
    </message>
    <message>
        <source>No expectation</source>
        <translation>期待なし</translation>
    </message>
    <message>
        <source>&amp;URLs:</source>
        <translation>URL(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Agents:</source>
        <translation>エージェント(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Custom agents:</source>
        <translation>カスタムエージェント(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Expected:</source>
        <translation>期待(&amp;E):</translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) will be added.</source>
        <translation>
            <numerusform>%n 件のテストケースを追加します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Crawler catalogue by purpose</source>
        <translation>目的別のクローラー一覧</translation>
    </message>
    <message>
        <source>The crawlers the studio knows, grouped by what they fetch pages for</source>
        <translation>スタジオが知っているクローラーを、ページを取得する目的ごとにまとめたもの</translation>
    </message>
</context>
<context>
    <name>robots::ui::AgentPresets</name>
    <message>
        <source>Google</source>
        <translation>Google</translation>
    </message>
    <message>
        <source>Microsoft Bing</source>
        <translation>Microsoft Bing</translation>
    </message>
    <message>
        <source>Yandex</source>
        <translation>Yandex</translation>
    </message>
    <message>
        <source>DuckDuckGo</source>
        <translation>DuckDuckGo</translation>
    </message>
    <message>
        <source>Apple</source>
        <translation>Apple</translation>
    </message>
    <message>
        <source>AI crawlers</source>
        <translation>AI クローラー</translation>
    </message>
    <message>
        <source>Other search engines</source>
        <translation>その他の検索エンジン</translation>
    </message>
    <message>
        <source>Social and SEO tools</source>
        <translation>ソーシャル・SEO ツール</translation>
    </message>
    <message>
        <source>The agent is empty: no group can name it.</source>
        <translation>エージェントが空です: どのグループも指定できません。</translation>
    </message>
    <message>
        <source>&quot;*&quot; is not a crawler&apos;s name; it stands for every crawler in a robots.txt.</source>
        <translation>「*」はクローラーの名前ではありません。robots.txt ではすべてのクローラーを表します。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a product token (letters, &quot;-&quot; and &quot;_&quot;, RFC 9309 §2.2.1); no dialect will find a group for it.</source>
        <translation>「%1」はプロダクトトークン（英字、「-」、「_」、RFC 9309 §2.2.1）ではありません。どの方言でもグループが見つかりません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a product token (RFC 9309 §2.2.1): RFC 9309 compares &quot;%2&quot;; older dialects read the name differently.</source>
        <translation>「%1」はプロダクトトークンではありません（RFC 9309 §2.2.1）: RFC 9309 は「%2」を比較します。古い方言は名前を別の方法で読み取ります。</translation>
    </message>
    <message>
        <source>Robots of the early documents</source>
        <translation>初期の文書に登場するロボット</translation>
    </message>
    <message>
        <source>AI training</source>
        <translation>AI 学習</translation>
    </message>
    <message>
        <source>AI search</source>
        <translation>AI 検索</translation>
    </message>
    <message>
        <source>User-triggered AI fetchers</source>
        <translation>ユーザー操作による AI の取得</translation>
    </message>
    <message>
        <source>AI agents</source>
        <translation>AI エージェント</translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation>データセット</translation>
    </message>
    <message>
        <source>Web archives</source>
        <translation>ウェブアーカイブ</translation>
    </message>
    <message>
        <source>Search engines</source>
        <translation>検索エンジン</translation>
    </message>
    <message>
        <source>SEO tools</source>
        <translation>SEO ツール</translation>
    </message>
    <message>
        <source>Link previews</source>
        <translation>リンクプレビュー</translation>
    </message>
    <message>
        <source>Other crawlers</source>
        <translation>その他のクローラー</translation>
    </message>
</context>
<context>
    <name>robots::ui::AiGenDialog</name>
    <message>
        <source>AI Crawler Policy</source>
        <translation>AI クローラーポリシー</translation>
    </message>
    <message>
        <source>Crawlers by purpose</source>
        <translation>目的別のクローラー</translation>
    </message>
    <message>
        <source>&amp;Training AI models:</source>
        <translation>AI モデルの学習(&amp;T):</translation>
    </message>
    <message>
        <source>AI &amp;search:</source>
        <translation>AI 検索(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;User-triggered fetches:</source>
        <translation>ユーザー起点の取得(&amp;U):</translation>
    </message>
    <message>
        <source>AI a&amp;gents:</source>
        <translation>AI エージェント(&amp;G):</translation>
    </message>
    <message>
        <source>Crawlers that collect pages to train AI models, and control tokens such as Google-Extended (which never fetches: its group only says whether pages may train the operator&apos;s models).</source>
        <translation>AI モデルの学習のためにページを集めるクローラーと、Google-Extended のような制御トークン（何も取得せず、そのグループはページを運営者のモデルの学習に使ってよいかだけを表します）。</translation>
    </message>
    <message>
        <source>Crawlers that index pages for an AI search or answer engine.</source>
        <translation>AI 検索・回答エンジンのためにページを索引するクローラー。</translation>
    </message>
    <message>
        <source>Fetches an AI assistant makes because a user asked for a page.</source>
        <translation>利用者が求めたために AI アシスタントが行うページの取得。</translation>
    </message>
    <message>
        <source>Browsers that act on pages for a user or a customer.</source>
        <translation>利用者や顧客のためにページを閲覧し操作するブラウザー。</translation>
    </message>
    <message>
        <source>Leave as is</source>
        <translation>そのまま</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>許可</translation>
    </message>
    <message>
        <source>Crawlers: %1</source>
        <translation>クローラー: %1</translation>
    </message>
    <message>
        <source>Content-Usage (IETF AI preferences, a draft)</source>
        <translation>Content-Usage (IETF の AI 利用ドラフト)</translation>
    </message>
    <message>
        <source>train-ai: training AI models</source>
        <translation>train-ai: AI モデルの学習</translation>
    </message>
    <message>
        <source>search: search applications</source>
        <translation>search: 検索アプリケーション</translation>
    </message>
    <message>
        <source>Content-Signal (Cloudflare&apos;s Content Signals Policy)</source>
        <translation>Content-Signal（Cloudflare の Content Signals Policy）</translation>
    </message>
    <message>
        <source>search: search results</source>
        <translation>search: 検索結果</translation>
    </message>
    <message>
        <source>ai-input: input to AI answers</source>
        <translation>ai-input: AI の回答への入力</translation>
    </message>
    <message>
        <source>ai-train: training AI models</source>
        <translation>ai-train: AI モデルの学習</translation>
    </message>
    <message>
        <source>&amp;Apply to the Document</source>
        <translation>文書に適用(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Changes:</source>
        <translation>変更内容(&amp;C):</translation>
    </message>
    <message>
        <source>Choose what the policy should do.</source>
        <translation>ポリシーで何をするかを選んでください。</translation>
    </message>
    <message>
        <source>Nothing to change: the document already says this.</source>
        <translation>変更はありません。文書はすでにこの内容です。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1: line %2 already blocks it (Disallow: /); left as it is.</source>
        <translation>%1: %2 行目ですでにブロックしています（Disallow: /）。そのままにします。</translation>
    </message>
    <message>
        <source>%1: line %2 already treats it as the * group does; left as it is.</source>
        <translation>%1: %2 行目ですでに * グループと同じ扱いです。そのままにします。</translation>
    </message>
    <message>
        <source>%1: line %2 names it in a group that does not block it; Apply rewrites that group to Disallow: /.</source>
        <translation>%1: %2 行目のグループがこのクローラーを名指ししていますが、ブロックしていません。適用するとそのグループを Disallow: / に書き換えます。</translation>
    </message>
    <message>
        <source>%1: line %2 names it in a group that does not treat it as the * group does; Apply gives it the * group&apos;s rules and preference lines.</source>
        <translation>%1: %2 行目のグループがこのクローラーを名指ししていますが、* グループと同じ扱いではありません。適用するとそのグループに * グループのルールと利用設定の行を与えます。</translation>
    </message>
    <message>
        <source>%1 is not an RFC 9309 product token: written as its operator documents it.</source>
        <translation>%1 は RFC 9309 のプロダクトトークンではありません。運営者が文書化しているとおりに書きます。</translation>
    </message>
    <message>
        <source>%1 is not an RFC 9309 product token: nothing is written, the * group governs it.</source>
        <translation>%1 は RFC 9309 のプロダクトトークンではありません。何も書きません（* グループが適用されます）。</translation>
    </message>
    <message>
        <source>RFC 9309 and Google read such a line as &quot;%1&quot; and give %2 the * group; a group written so applies to it under: %3; not under: %4.</source>
        <translation>RFC 9309 と Google はこのような行を「%1」と読み、%2 には * グループを適用します。このように書いたグループが適用される方言: %3。適用されない方言: %4。</translation>
    </message>
    <message>
        <source>%1: Google reads line %2 as a User-agent line naming it, RFC 9309 does not (a typo Google accepts); changing it would change other groups, so it stays, and under Google that group still applies to %1.</source>
        <translation>%1: Google は %2 行目をこのクローラーを名指しする User-agent 行として読みますが、RFC 9309 は読みません（Google が受け付ける書き誤り）。変更すると他のグループも変わるためそのままにします。Google ではそのグループが引き続き %1 に適用されます。</translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation>%2 で %1</translation>
    </message>
    <message>
        <source>After Apply: %1 of %2 %3 crawlers blocked under %4</source>
        <translation>適用後: %3 のクローラー %2 件中 %1 件が %4 でブロック</translation>
    </message>
    <message>
        <source>After Apply: %1 of %2 %3 crawlers treated as the * group under %4</source>
        <translation>適用後: %3 のクローラー %2 件中 %1 件が %4 で * グループと同じ扱い</translation>
    </message>
    <message>
        <source>Block: Disallow: / in a group of their own. Allow: no more blocked than the * group and never more access than it gives everyone; its preference lines keep applying (a crawler the document does not name is governed by * already, so nothing is written for it). Leave as is: nothing changes. A crawler the document already names is reported with its line, and its group rewritten when it does not do what you chose. Only those lines change. robots.txt asks crawlers; it does not keep anyone out (RFC 9309, section 3).</source>
        <translation>ブロック: 専用のグループに Disallow: / を書きます。許可: * グループより多くはブロックせず、全員に与える以上のアクセスも与えません。* グループの利用設定の行も引き続き適用されます（ドキュメントが名指ししていないクローラーにはすでに * が適用されるため、何も書きません）。そのまま: 何も変えません。ドキュメントがすでに名指ししているクローラーはその行とともに報告し、選んだとおりになっていなければそのグループを書き換えます。変わるのはそれらの行だけです。robots.txt はクローラーへのお願いであり、誰かを締め出すものではありません（RFC 9309 第 3 節）。</translation>
    </message>
    <message>
        <source>The document is longer than 500 KiB, what RFC 9309 crawlers read (section 2.5): any line added would push its last lines out of what they read, so nothing is changed.</source>
        <translation>ドキュメントが RFC 9309 のクローラーが読む 500 KiB（第 2.5 節）より長いため、行を追加すると最後の行が読まれなくなります。何も変更しません。</translation>
    </message>
    <message>
        <source>A line of the * group, as draft-ietf-aipref-attach-05 attaches it, with the vocabulary of draft-ietf-aipref-vocab-08. No crawler library acts on it yet.</source>
        <translation>* グループの 1 行です。draft-ietf-aipref-attach-05 の付け方で、語彙は draft-ietf-aipref-vocab-08 のものです。これに従うクローラーのライブラリはまだありません。</translation>
    </message>
    <message>
        <source>ai-use: input to AI models (answers)</source>
        <translation>ai-use: AI モデルへの入力（回答）</translation>
    </message>
    <message>
        <source>A vendor&apos;s proposal, not a standard: a line of the * group with yes or no for each use, and how far AI systems may use the content (use).</source>
        <translation>ベンダーの提案で、標準ではありません: * グループの 1 行で、用途ごとの yes か no と、AI システムがコンテンツをどこまで使ってよいか（use）を示します。</translation>
    </message>
    <message>
        <source>use: how far AI systems may use it</source>
        <translation>use: AI システムがどこまで使ってよいか</translation>
    </message>
    <message>
        <source>immediate: used for the task at hand, neither stored nor reused; reference: indexed and quoted with a link back; full: may be summarised or reproduced in full (Cloudflare, 2026)</source>
        <translation>immediate: その場の作業にだけ使い、保存も再利用もしない。reference: インデックスに入れ、リンク付きで引用してよい。full: 要約しても全文を再現してもよい（Cloudflare、2026 年）</translation>
    </message>
    <message>
        <source>License (RSL 1.0, Really Simple Licensing)</source>
        <translation>License（RSL 1.0、Really Simple Licensing）</translation>
    </message>
    <message>
        <source>One line for the whole file with the absolute URL of the site&apos;s license file or feed. RSL readers fetch it; it never changes what a crawler may fetch.</source>
        <translation>ファイル全体に対する 1 行で、サイトのライセンスファイルまたはフィードの絶対 URL を書きます。RSL を読むクライアントがそれを取得します。クローラーが取得してよいものは変わりません。</translation>
    </message>
    <message>
        <source>&amp;License URL:</source>
        <translation>ライセンス URL(&amp;L):</translation>
    </message>
    <message>
        <source>An absolute http(s) URL, such as https://example.com/license.xml</source>
        <translation>https://example.com/license.xml のような http(s) の絶対 URL</translation>
    </message>
</context>
<context>
    <name>robots::ui::AiGenFeature</name>
    <message>
        <source>AI &amp;Crawler Policy…</source>
        <translation>AI クローラーポリシー(&amp;C)…</translation>
    </message>
    <message>
        <source>Block or allow AI crawlers by purpose and state AI usage preferences</source>
        <translation>AI クローラーを目的別にブロックまたは許可し、AI による利用の意思を表示します</translation>
    </message>
</context>
<context>
    <name>robots::ui::AiPolicyDock</name>
    <message>
        <source>AI Policy</source>
        <translation>AI ポリシー</translation>
    </message>
    <message>
        <source>Filter crawlers or operators</source>
        <translation>クローラー名または運営者で絞り込み</translation>
    </message>
    <message>
        <source>Filter crawlers</source>
        <translation>クローラーを絞り込む</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>Every purpose</source>
        <translation>すべての目的</translation>
    </message>
    <message>
        <source>AI crawlers by purpose</source>
        <translation>目的別の AI クローラー</translation>
    </message>
    <message>
        <source>AI policy summary</source>
        <translation>AI ポリシーの要約</translation>
    </message>
    <message>
        <source>Explanation of the selected cell</source>
        <translation>選択したセルの説明</translation>
    </message>
</context>
<context>
    <name>robots::ui::AiPolicyFeature</name>
    <message>
        <source>&amp;AI Policy</source>
        <translation>AI ポリシー(&amp;A)</translation>
    </message>
</context>
<context>
    <name>robots::ui::AiPolicyModel</name>
    <message>
        <source>%1=%2 (line %3)</source>
        <translation>%1=%2（%3 行目）</translation>
    </message>
    <message>
        <source>Crawler</source>
        <translation>クローラー</translation>
    </message>
    <message>
        <source>May fetch /</source>
        <translation>/ の取得</translation>
    </message>
    <message>
        <source>Test URLs</source>
        <translation>テスト URL</translation>
    </message>
    <message>
        <source>How many of the tester&apos;s URLs the crawler may fetch</source>
        <translation>テスターの URL のうち、クローラーが取得してよい数</translation>
    </message>
    <message>
        <source>Cloudflare&apos;s Content Signals, as read in the crawler&apos;s group and in the whole file</source>
        <translation>Cloudflare の Content Signals（クローラーのグループ内での読み方と、ファイル全体での読み方）</translation>
    </message>
    <message>
        <source>%1 (control token)</source>
        <translation>%1（制御トークン）</translation>
    </message>
    <message>
        <source>%1, run by %2</source>
        <translation>%1（運営: %2）</translation>
    </message>
    <message>
        <source>A control token: nothing fetches under this name; its group only says whether pages may train the operator&apos;s AI models.</source>
        <translation>制御トークン: この名前で取得するクローラーはありません。このグループは、ページを運営者の AI モデルの学習に使ってよいかだけを表します。</translation>
    </message>
    <message>
        <source>%1 by line %2 `%3: %4`</source>
        <translation>%2 行目 `%3: %4` により%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Training allowed</source>
        <translation>学習を許可</translation>
    </message>
    <message>
        <source>No training</source>
        <translation>学習を拒否</translation>
    </message>
    <message>
        <source>%1 never fetches; its group says: %2</source>
        <translation>%1 は取得を行いません。そのグループの意味: %2</translation>
    </message>
    <message>
        <source>The tester has no cases for this document</source>
        <translation>このドキュメントのテスターにはケースがありません</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1（%2 行目）</translation>
    </message>
    <message>
        <source>%1 may fetch %2 of the %3 URLs of the tester&apos;s cases</source>
        <translation>%1 はテスターのケースの URL %3 件のうち %2 件を取得できます</translation>
    </message>
    <message>
        <source>Disallowed: %1</source>
        <translation>拒否: %1</translation>
    </message>
    <message>
        <source>%1 of %2 allowed</source>
        <translation>%2 件中 %1 件許可</translation>
    </message>
    <message>
        <source>No preference: %1 may not fetch / (a preference applies only to pages it may fetch)</source>
        <translation>設定なし: %1 は / を取得できません（設定は取得してよいページにだけ適用されます）</translation>
    </message>
    <message>
        <source>%1 = %2 from line %3</source>
        <translation>%3 行目による %1 = %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>No preference for %1</source>
        <translation>%1 の設定なし</translation>
    </message>
    <message>
        <source>No signal: %1 may not fetch / (a signal applies only to pages it may fetch)</source>
        <translation>シグナルなし: %1 は / を取得できません（シグナルは取得してよいページにだけ適用されます）</translation>
    </message>
    <message>
        <source>No Content-Signal line</source>
        <translation>Content-Signal 行はありません</translation>
    </message>
    <message>
        <source>In its group (as Cloudflare reads it): %1</source>
        <translation>そのグループ内（Cloudflare の読み方）: %1</translation>
    </message>
    <message>
        <source>In the whole file (as other parsers read it): %1</source>
        <translation>ファイル全体（他のパーサーの読み方）: %1</translation>
    </message>
    <message>
        <source>%1 (file-wide: %2)</source>
        <translation>%1（ファイル全体: %2）</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 blocked)</source>
        <translation>%1（%3 件中 %2 件を拒否）</translation>
    </message>
    <message>
        <source>%1 of %2 training crawlers blocked</source>
        <translation>学習用クローラー %2 件中 %1 件を拒否</translation>
    </message>
    <message>
        <source>AI search allowed</source>
        <translation>AI 検索は許可</translation>
    </message>
    <message>
        <source>AI search blocked</source>
        <translation>AI 検索は拒否</translation>
    </message>
    <message>
        <source>%1 of %2 AI search crawlers blocked</source>
        <translation>AI 検索クローラー %2 件中 %1 件を拒否</translation>
    </message>
    <message>
        <source>no usage preference for train-ai</source>
        <translation>train-ai の利用設定なし</translation>
    </message>
    <message>
        <source>train-ai=%1 (line %2)</source>
        <translation>train-ai=%1（%2 行目）</translation>
    </message>
    <message>
        <source>train-ai differs by crawler</source>
        <translation>train-ai はクローラーごとに異なる</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between the parts of the AI policy summary</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>train-ai</source>
        <comment>column</comment>
        <extracomment>The Content-Usage label (draft-ietf-aipref-vocab): keep it, explain it.</extracomment>
        <translation>train-ai (AI 学習)</translation>
    </message>
    <message>
        <source>search</source>
        <comment>column</comment>
        <extracomment>The Content-Usage label (draft-ietf-aipref-vocab): keep it, explain it.</extracomment>
        <translation>検索 (Content-Usage)</translation>
    </message>
    <message>
        <source>ai-use</source>
        <comment>column</comment>
        <extracomment>The Content-Usage label (draft-ietf-aipref-vocab-08): keep it, explain it.</extracomment>
        <translation>ai-use (AI 利用)</translation>
    </message>
    <message>
        <source>use</source>
        <comment>column</comment>
        <extracomment>Content-Signal&apos;s use key (Cloudflare): keep it, explain it.</extracomment>
        <translation>利用段階 (Content-Signal)</translation>
    </message>
    <message>
        <source>Content-Usage: may pages train AI models (draft-ietf-aipref-vocab-08)</source>
        <translation>Content-Usage: ページで AI モデルを学習してよいか（draft-ietf-aipref-vocab-08）</translation>
    </message>
    <message>
        <source>Content-Usage: may pages be input to AI models when the user did not provide them (draft-ietf-aipref-vocab-08, new in -08)</source>
        <translation>Content-Usage: 利用者が渡したものでないページを AI モデルへの入力にしてよいか（draft-ietf-aipref-vocab-08、-08 で新設）</translation>
    </message>
    <message>
        <source>Content-Usage: may pages be used to build a search application (draft-ietf-aipref-vocab-08)</source>
        <translation>Content-Usage: ページを検索アプリケーションの構築に使ってよいか（draft-ietf-aipref-vocab-08）</translation>
    </message>
    <message>
        <source>Content-Signal use: how far AI systems may use pages — immediate, reference or full (Cloudflare, 2026), as read in the crawler&apos;s group</source>
        <translation>Content-Signal の use: AI システムがページをどこまで使ってよいか — immediate、reference、full（Cloudflare、2026 年）。クローラーのグループの中で読んだもの</translation>
    </message>
    <message>
        <source>No use level</source>
        <translation>use の段階なし</translation>
    </message>
    <message>
        <source>use=%1 from line %2, in its group (as Cloudflare reads it)</source>
        <translation>%2 行目の use=%1、そのグループの中（Cloudflare の読み方）</translation>
    </message>
    <message>
        <source>No use level in its group (as Cloudflare reads it)</source>
        <translation>そのグループに use の段階なし（Cloudflare の読み方）</translation>
    </message>
    <message>
        <source>In the whole file (as other parsers read it): use=%1 from line %2</source>
        <translation>ファイル全体では（ほかのパーサーの読み方）: %2 行目の use=%1</translation>
    </message>
    <message>
        <source>none (file-wide: %1)</source>
        <translation>なし（ファイル全体: %1）</translation>
    </message>
    <message>
        <source>RSL license %1 (line %2)</source>
        <translation>RSL ライセンス %1（%2 行目）</translation>
    </message>
    <message>
        <source>RSL license line %1 is not an absolute URL</source>
        <translation>RSL ライセンスの %1 行目が絶対 URL ではありません</translation>
    </message>
</context>
<context>
    <name>robots::ui::AllDialectsView</name>
    <message>
        <source>Every dialect&apos;s verdict for the selected case</source>
        <translation>選択したケースに対する全方言の判定</translation>
    </message>
    <message>
        <source>How the dialects differ</source>
        <translation>方言どうしの違い</translation>
    </message>
    <message>
        <source>Every dialect side by side; activate a row to show its deciding line</source>
        <translation>全方言を並べた表。行を選ぶと決め手の行を表示します</translation>
    </message>
    <message>
        <source>Dialect</source>
        <translation>方言</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Deciding rule</source>
        <translation>決め手の規則</translation>
    </message>
    <message>
        <source>Group chosen</source>
        <translation>選ばれたグループ</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>違い</translation>
    </message>
    <message>
        <source>Select a case in the table above to see every dialect&apos;s verdict for it.</source>
        <translation>上の表でケースを選ぶと、そのケースに対する全方言の判定が表示されます。</translation>
    </message>
    <message>
        <source>May %1 fetch %2?</source>
        <translation>%1 は %2 を取得してよいか？</translation>
    </message>
    <message>
        <source>(the empty name)</source>
        <translation>（空の名前）</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>ファイルを読み込み中…</translation>
    </message>
    <message>
        <source>line %1: %2 (%3)</source>
        <translation>%1 行目: %2（%3）</translation>
    </message>
    <message>
        <source>none: no group applies</source>
        <translation>なし: 当てはまるグループがない</translation>
    </message>
    <message>
        <source>The reference</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>Differs from RFC 9309</source>
        <translation>RFC 9309 と異なる</translation>
    </message>
    <message numerus="yes">
        <source>Allowed by %1 and disallowed by %2 of %n dialect(s).</source>
        <translation>
            <numerusform>%n 方言のうち %1 が許可、%2 が拒否。</numerusform>
        </translation>
    </message>
    <message>
        <source>The majority allows.</source>
        <translation>多数派は許可。</translation>
    </message>
    <message>
        <source>The majority disallows.</source>
        <translation>多数派は拒否。</translation>
    </message>
    <message>
        <source>Every dialect agrees with RFC 9309.</source>
        <translation>すべての方言が RFC 9309 と一致します。</translation>
    </message>
    <message numerus="yes">
        <source>%n dialect(s) differ from RFC 9309: %1.</source>
        <translation>
            <numerusform>%n 方言が RFC 9309 と異なります: %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dialect(s) differ from RFC 9309 (marked).</source>
        <translation>
            <numerusform>%n 方言が RFC 9309 と異なります（色付きの行）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dialect(s) still being read.</source>
        <translation>
            <numerusform>%n 方言をまだ読み込み中です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::BodySize</name>
    <message>
        <source>more than %1</source>
        <translation>%1 超</translation>
    </message>
</context>
<context>
    <name>robots::ui::CasesTable</name>
    <message>
        <source>Test cases and their verdicts</source>
        <translation>テストケースとその判定</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected test cases</source>
        <translation>選択したテストケースを削除します</translation>
    </message>
    <message>
        <source>&amp;Paste URLs</source>
        <translation>URL を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Add the URLs on the clipboard, one per line, for the default agents</source>
        <translation>クリップボードの URL（1 行に 1 つ）を既定のエージェントで追加します</translation>
    </message>
    <message>
        <source>Select &amp;All Cases</source>
        <translation>すべてのケースを選択(&amp;A)</translation>
    </message>
    <message>
        <source>Select every test case</source>
        <translation>すべてのテストケースを選択します</translation>
    </message>
    <message>
        <source>Set Expected from Current &amp;Verdict</source>
        <translation>現在の判定を期待にする(&amp;V)</translation>
    </message>
    <message>
        <source>Make the selected cases expect the verdict they have now</source>
        <translation>選択したケースの期待を、いまの判定にします</translation>
    </message>
    <message>
        <source>Expect &amp;Allowed</source>
        <translation>許可を期待(&amp;A)</translation>
    </message>
    <message>
        <source>Make the selected cases expect Allowed</source>
        <translation>選択したケースに許可を期待します</translation>
    </message>
    <message>
        <source>Expect &amp;Disallowed</source>
        <translation>拒否を期待(&amp;D)</translation>
    </message>
    <message>
        <source>Make the selected cases expect Disallowed</source>
        <translation>選択したケースに拒否を期待します</translation>
    </message>
    <message>
        <source>&amp;No Expectation</source>
        <translation>期待なし(&amp;N)</translation>
    </message>
    <message>
        <source>Remove the expectation of the selected cases: they only show their verdicts</source>
        <translation>選択したケースの期待を外します。判定の表示だけになります</translation>
    </message>
    <message>
        <source>&amp;Copy as CSV</source>
        <translation>CSV としてコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected cases with every verdict as CSV</source>
        <translation>選択したケースをすべての判定とともに CSV としてコピーします</translation>
    </message>
    <message>
        <source>Copy as &amp;Test Set</source>
        <translation>テストセットとしてコピー(&amp;T)</translation>
    </message>
    <message>
        <source>Copy the selected cases in the test-set format robotstxt test runs</source>
        <translation>選択したケースを robotstxt test が実行するテストセット形式でコピーします</translation>
    </message>
    <message>
        <source>&amp;Explain</source>
        <translation>説明(&amp;E)</translation>
    </message>
    <message>
        <source>Show why the current case has the verdict it has</source>
        <translation>現在のケースがその判定になった理由を表示します</translation>
    </message>
    <message>
        <source>Accept All C&amp;urrent Verdicts as Expected</source>
        <translation>現在の判定をすべて期待にする(&amp;U)</translation>
    </message>
    <message>
        <source>Make every case expect the verdict it has now</source>
        <translation>すべてのケースの期待を、いまの判定にします</translation>
    </message>
    <message>
        <source>C&amp;lear All Cases…</source>
        <translation>すべてのケースを消去(&amp;L)…</translation>
    </message>
    <message>
        <source>Remove every test case</source>
        <translation>すべてのテストケースを削除します</translation>
    </message>
    <message>
        <source>Restore Cleare&amp;d Cases</source>
        <translation>消去したケースを元に戻す(&amp;D)</translation>
    </message>
    <message>
        <source>Bring back the cases Clear All Cases removed</source>
        <translation>「すべてのケースを消去」で削除したケースを元に戻します</translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) copied as CSV.</source>
        <translation>
            <numerusform>%n 件のケースを CSV としてコピーしました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) copied as a test set.</source>
        <translation>
            <numerusform>%n 件のケースをテストセットとしてコピーしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) removed.</source>
        <translation>
            <numerusform>%n 件のテストケースを削除しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) now expect their current verdict.</source>
        <translation>
            <numerusform>%n 件のケースの期待を現在の判定にしました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left as they were: no verdict yet, or their dialects disagree.</source>
        <translation>
            <numerusform>%n 件はそのままです: 判定がまだないか、方言どうしで判定が異なります。</numerusform>
        </translation>
    </message>
    <message>
        <source>There are no test cases to clear.</source>
        <translation>消去するテストケースはありません。</translation>
    </message>
    <message>
        <source>Clear All Cases</source>
        <translation>すべてのケースを消去</translation>
    </message>
    <message numerus="yes">
        <source>Remove all %n test case(s)?</source>
        <translation>
            <numerusform>%n 件のテストケースをすべて削除しますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Their expectations go with them. Restore Cleared Cases brings them back until cases are added; a test set saved on disk is not changed.</source>
        <translation>期待も一緒に削除されます。ケースを追加するまでは「消去したケースを元に戻す」で元に戻せます。ディスクに保存したテストセットは変更されません。</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n Case(s)</source>
        <translation>
            <numerusform>%n 件を削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) restored.</source>
        <translation>
            <numerusform>%n 件のテストケースを元に戻しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Set E&amp;xpected</source>
        <translation>期待を設定(&amp;X)</translation>
    </message>
</context>
<context>
    <name>robots::ui::Course</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 は存在しません。</translation>
    </message>
    <message>
        <source>%1 is not a lesson: open a lesson&apos;s folder or its lesson.md.</source>
        <translation>%1 はレッスンではありません。レッスンのフォルダーかその lesson.md を開いてください。</translation>
    </message>
    <message>
        <source>%1 has no lesson: a lesson is a folder with a lesson.md, a course a folder of them.</source>
        <translation>%1 にはレッスンがありません。レッスンは lesson.md を含むフォルダー、コースはそのフォルダーを集めたフォルダーです。</translation>
    </message>
</context>
<context>
    <name>robots::ui::CrawlerLogsFeature</name>
    <message>
        <source>Crawler &amp;Logs…</source>
        <translation>クローラーログ(&amp;L)…</translation>
    </message>
    <message>
        <source>Who really came: read access logs and check each crawler against the robots.txt</source>
        <translation>実際に来たのは誰か：アクセスログを読み、各クローラーを robots.txt に照らして確かめます</translation>
    </message>
</context>
<context>
    <name>robots::ui::DiagnosticsController</name>
    <message>
        <source>Quick Fix…</source>
        <translation>クイック修正…</translation>
    </message>
    <message>
        <source>Show the quick fixes for the problem at the cursor</source>
        <translation>カーソル位置の問題に対するクイック修正を表示します</translation>
    </message>
    <message>
        <source>Fix All Safe Problems</source>
        <translation>安全な問題をすべて修正</translation>
    </message>
    <message>
        <source>Apply every quick fix that keeps each dialect&apos;s reading of the rest of the file</source>
        <translation>ファイルの他の部分の各方言での読み方を変えないクイック修正をすべて適用します</translation>
    </message>
    <message>
        <source>Click for quick fixes</source>
        <translation>クリックしてクイック修正を表示</translation>
    </message>
    <message>
        <source>The text changed since the fix was offered; ask for the fixes again.</source>
        <translation>修正が提示された後にテキストが変更されました。もう一度修正を表示してください。</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>適用しました: %1</translation>
    </message>
    <message>
        <source>The text is still being analysed; try again in a moment.</source>
        <translation>テキストを解析中です。しばらくしてからもう一度試してください。</translation>
    </message>
    <message>
        <source>No safe fixes to apply.</source>
        <translation>適用できる安全な修正はありません。</translation>
    </message>
    <message>
        <source>Safe fixes applied: %1.</source>
        <translation>安全な修正を適用しました: %1。</translation>
    </message>
    <message>
        <source>Quick fixes</source>
        <translation>クイック修正</translation>
    </message>
    <message>
        <source>No quick fixes here</source>
        <translation>ここにはクイック修正はありません</translation>
    </message>
</context>
<context>
    <name>robots::ui::DiagnosticsFeature</name>
    <message>
        <source>&amp;Quick Fix…</source>
        <translation>クイック修正(&amp;Q)…</translation>
    </message>
    <message>
        <source>Fix All &amp;Safe Problems</source>
        <translation>安全な問題をすべて修正(&amp;S)</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>アウトライン</translation>
    </message>
    <message>
        <source>&amp;Problems</source>
        <translation>問題(&amp;P)</translation>
    </message>
    <message>
        <source>O&amp;utline</source>
        <translation>アウトライン(&amp;U)</translation>
    </message>
    <message>
        <source>Show the quick fixes for the problem at the cursor</source>
        <translation>カーソル位置の問題に対するクイック修正を表示します</translation>
    </message>
    <message>
        <source>Apply every quick fix that keeps each dialect&apos;s reading of the rest of the file</source>
        <translation>ファイルの他の部分の各方言での読み方を変えないクイック修正をすべて適用します</translation>
    </message>
</context>
<context>
    <name>robots::ui::DialectMenu</name>
    <message>
        <source>&amp;All</source>
        <translation>すべて(&amp;A)</translation>
    </message>
    <message>
        <source>Show every dialect</source>
        <translation>すべての方言を表示</translation>
    </message>
    <message>
        <source>Show every dialect side by side</source>
        <translation>すべての方言を並べて表示します</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>なし(&amp;N)</translation>
    </message>
    <message>
        <source>Show no dialect</source>
        <translation>方言を表示しない</translation>
    </message>
    <message>
        <source>Untick every dialect, to tick the few you want</source>
        <translation>すべての方言のチェックを外します。表示したい方言だけを選び直せます</translation>
    </message>
</context>
<context>
    <name>robots::ui::DirectiveCompleter</name>
    <message>
        <source>Completions</source>
        <translation>補完候補</translation>
    </message>
</context>
<context>
    <name>robots::ui::Document</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>The document has no file name yet.</source>
        <translation>ドキュメントにはまだファイル名がありません。</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 を保存できません: %2</translation>
    </message>
    <message>
        <source>Cannot reload %1: %2</source>
        <translation>%1 を再読み込みできません: %2</translation>
    </message>
    <message>
        <source>LF</source>
        <comment>line feed line endings</comment>
        <translation>LF</translation>
    </message>
    <message>
        <source>CRLF</source>
        <comment>carriage return + line feed line endings</comment>
        <translation>CRLF</translation>
    </message>
    <message>
        <source>CR</source>
        <comment>carriage return line endings</comment>
        <translation>CR</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>混在</translation>
    </message>
</context>
<context>
    <name>robots::ui::DocumentManager</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Untitled %1</source>
        <translation>無題 %1</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>「%1」には保存されていない変更があります。</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>閉じる前に保存しますか？</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>%1 を開けません: フォルダーです。</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is %2, more than the %3 the editor accepts.</source>
        <translation>%1 を開けません: ファイルサイズ %2 はエディターが扱える %3 を超えています。</translation>
    </message>
    <message>
        <source>Large File</source>
        <translation>大きなファイル</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1 のサイズは %2 です。</translation>
    </message>
    <message>
        <source>robots.txt files are small: crawlers need to read only the first 500 KiB (RFC 9309 §2.5), and Google ignores the rest. The editor may be slow with this file. Open it anyway?</source>
        <translation>robots.txt は小さなファイルです: クローラーが読む必要があるのは最初の 500 KiB だけで（RFC 9309 §2.5）、Google は残りを無視します。このファイルではエディターの動作が遅くなるかもしれません。それでも開きますか？</translation>
    </message>
    <message>
        <source>%1 was not opened.</source>
        <translation>%1 は開かれませんでした。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>Binary File</source>
        <translation>バイナリファイル</translation>
    </message>
    <message>
        <source>%1 does not look like a text file: it contains NUL bytes.</source>
        <translation>%1 はテキストファイルではないようです: NUL バイトが含まれています。</translation>
    </message>
    <message>
        <source>%1 is %2, not a robots.txt.</source>
        <translation>%1 は robots.txt ではなく %2 です。</translation>
    </message>
    <message>
        <source>Opening it is safe: the NUL bytes and the bytes that are not UTF-8 are shown highlighted, and saving writes them back unchanged. Open it anyway?</source>
        <translation>開いても安全です: NUL バイトと UTF-8 でないバイトは強調表示され、保存時はそのまま書き戻されます。それでも開きますか？</translation>
    </message>
    <message>
        <source>Opened %1 (%2)</source>
        <translation>%1 を開きました (%2)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>robots.txt files (robots.txt *.txt);;All files (*)</source>
        <translation>robots.txt ファイル (robots.txt *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <source>“%1” changed on disk and was reloaded. Undo (Ctrl+Z) brings back the previous text.</source>
        <translation>「%1」はディスク上で変更されたため再読み込みしました。元に戻す (Ctrl+Z) で以前のテキストに戻せます。</translation>
    </message>
    <message>
        <source>“%1” changed on disk, and this tab has changes that are not saved.</source>
        <translation>「%1」はディスク上で変更されました。このタブには保存されていない変更があります。</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>再読み込み(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>自分の変更を残す(&amp;K)</translation>
    </message>
    <message>
        <source>“%1” was deleted or moved on disk. Saving writes it again.</source>
        <translation>「%1」はディスク上で削除または移動されました。保存すると再び書き込まれます。</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Cannot write the crash-recovery copy of %1</source>
        <translation>%1 のクラッシュ回復用コピーを書き込めません</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Restore Unsaved Documents</source>
        <translation>未保存のドキュメントの復元</translation>
    </message>
    <message numerus="yes">
        <source>Robots.txt Studio did not close properly. %n document(s) had changes that were not saved.</source>
        <translation>
            <numerusform>Robots.txt Studio は正常に終了しませんでした。%n 個のドキュメントに保存されていない変更がありました。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>後で確認(&amp;L)</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1（復元）</translation>
    </message>
    <message>
        <source>Restored from a crash-recovery copy of %1. Save to keep it.</source>
        <translation>%1 のクラッシュ回復用コピーから復元しました。残すには保存してください。</translation>
    </message>
    <message>
        <source>Robots.txt Studio</source>
        <translation>Robots.txt Studio</translation>
    </message>
    <message>
        <source>• %1 (not saved yet)</source>
        <translation>• %1（未保存）</translation>
    </message>
    <message>
        <source>• %1 (%2)</source>
        <translation>• %1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) have changes that are not saved:</source>
        <translation>
            <numerusform>%n 個のドキュメントに未保存の変更があります:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Save All</source>
        <translation>すべて保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>すべて破棄(&amp;D)</translation>
    </message>
    <message>
        <source>“%1” changed on disk: choose Reload or Keep Mine above the text before saving.</source>
        <translation>「%1」はディスク上で変更されています。保存する前に、テキストの上の「再読み込み」か「自分の変更を残す」を選んでください。</translation>
    </message>
    <message>
        <source>%1 (on disk)</source>
        <translation>%1（ディスク上）</translation>
    </message>
    <message>
        <source>%1 (recovered copy)</source>
        <translation>%1（回復用コピー）</translation>
    </message>
    <message>
        <source>File Changed Since the Copy</source>
        <translation>コピー作成後にファイルが変更されました</translation>
    </message>
    <message>
        <source>%1 changed on disk after its crash-recovery copy was made (%2).</source>
        <translation>%1 はクラッシュ回復用コピーの作成後 (%2) にディスク上で変更されました。</translation>
    </message>
    <message>
        <source>%1 was deleted after its crash-recovery copy was made (%2).</source>
        <translation>%1 はクラッシュ回復用コピーの作成後 (%2) に削除されました。</translation>
    </message>
    <message>
        <source>Restore My Copy shows the copy and warns before saving over the file; Keep the Disk File shows the file, and Undo (Ctrl+Z) brings the copy back; Open Both shows the file and the copy in a new tab. The details show what restoring the copy would change.</source>
        <translation>「自分のコピーを復元」はコピーを表示し、ファイルを上書き保存する前に警告します。「ディスクのファイルを残す」はファイルを表示し、元に戻す (Ctrl+Z) でコピーに戻せます。「両方を開く」はファイルと、新しいタブにコピーを表示します。詳細には、コピーを復元すると何が変わるかが表示されます。</translation>
    </message>
    <message>
        <source>&amp;Restore My Copy</source>
        <translation>自分のコピーを復元(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep the Disk File</source>
        <translation>ディスクのファイルを残す(&amp;K)</translation>
    </message>
    <message>
        <source>Open &amp;Both</source>
        <translation>両方を開く(&amp;B)</translation>
    </message>
    <message>
        <source>The crash-recovery copy of %1 (%2): the file changed on disk since, and is open in its own tab. Save As keeps this copy.</source>
        <translation>%1 のクラッシュ回復用コピー (%2) です。その後ファイルはディスク上で変更され、別のタブで開いています。このコピーを残すには「名前を付けて保存」を使ってください。</translation>
    </message>
    <message>
        <source>%1 changed on disk after its crash-recovery copy was made (%2): the file is shown. Undo (Ctrl+Z) brings back the recovered text.</source>
        <translation>%1 はクラッシュ回復用コピーの作成後 (%2) にディスク上で変更されたため、ファイルを表示しています。元に戻す (Ctrl+Z) で回復したテキストに戻せます。</translation>
    </message>
    <message>
        <source>%1: the text and its test cases</source>
        <comment>an unsaved document of the list</comment>
        <translation>%1：テキストとテストケース</translation>
    </message>
    <message>
        <source>%1: its test cases</source>
        <comment>an unsaved document of the list, only its cases changed</comment>
        <translation>%1：テストケースのみ</translation>
    </message>
    <message>
        <source>The test cases of “%1” are not saved.</source>
        <translation>「%1」のテストケースは保存されていません。</translation>
    </message>
    <message>
        <source>“%1” and its test cases have changes that are not saved.</source>
        <translation>「%1」とそのテストケースには保存されていない変更があります。</translation>
    </message>
    <message>
        <source>Discard Unsaved Changes</source>
        <translation>保存していない変更を破棄</translation>
    </message>
    <message numerus="yes">
        <source>Discard the unsaved changes of %n document(s)?</source>
        <translation>
            <numerusform>%n 件のドキュメントの保存していない変更を破棄しますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Their crash-recovery copies are deleted. This cannot be undone.</source>
        <translation>クラッシュ復旧用のコピーは削除されます。元に戻すことはできません。</translation>
    </message>
</context>
<context>
    <name>robots::ui::DocumentStatusBar</name>
    <message>
        <source>Cursor position</source>
        <translation>カーソル位置</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>エンコーディング</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>Save without a byte order mark</source>
        <translation>バイトオーダーマークなしで保存します</translation>
    </message>
    <message>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8（BOM 付き）</translation>
    </message>
    <message>
        <source>Save with a byte order mark (EF BB BF)</source>
        <translation>バイトオーダーマーク (EF BB BF) 付きで保存します</translation>
    </message>
    <message>
        <source>Line endings</source>
        <translation>改行コード</translation>
    </message>
    <message>
        <source>Convert to LF (Unix, macOS)</source>
        <translation>LF に変換（Unix、macOS）</translation>
    </message>
    <message>
        <source>Convert to CRLF (Windows)</source>
        <translation>CRLF に変換（Windows）</translation>
    </message>
    <message>
        <source>Convert to CR (classic Mac OS)</source>
        <translation>CR に変換（旧 Mac OS）</translation>
    </message>
    <message>
        <source>UTF-8 with BOM (invalid bytes)</source>
        <translation>UTF-8（BOM 付き、無効なバイトあり）</translation>
    </message>
    <message>
        <source>UTF-8 (invalid bytes)</source>
        <translation>UTF-8（無効なバイトあり）</translation>
    </message>
    <message>
        <source>Encoding: click to add or remove the byte order mark.</source>
        <translation>エンコーディング: クリックするとバイトオーダーマークを追加または削除します。</translation>
    </message>
    <message>
        <source>Some bytes are not valid UTF-8: they are shown highlighted and saved back unchanged.</source>
        <translation>一部のバイトは有効な UTF-8 ではありません: 強調表示され、保存時はそのまま書き戻されます。</translation>
    </message>
    <message>
        <source>Encoding: %1, saved back as it is. Crawlers expect UTF-8 and find no rules in this file; click to convert it to UTF-8.</source>
        <translation>エンコーディング: %1（このまま保存されます）。クローラーは UTF-8 を前提とするため、このファイルにルールを 1 つも見つけません。クリックすると UTF-8 に変換します。</translation>
    </message>
    <message>
        <source>Line endings: several kinds; new lines get %1. Click to convert all.</source>
        <translation>改行コード: 複数の種類が混在しています。新しい行には %1 を使います。クリックするとすべて変換します。</translation>
    </message>
    <message>
        <source>Line endings: click to convert all.</source>
        <translation>改行コード: クリックするとすべて変換します。</translation>
    </message>
    <message>
        <source>Ln %1, Col %2</source>
        <translation>%1 行、%2 列</translation>
    </message>
</context>
<context>
    <name>robots::ui::DocumentTabs</name>
    <message>
        <source>Open documents</source>
        <translation>開いているドキュメント</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation>%1（変更あり）</translation>
    </message>
    <message>
        <source>All open documents</source>
        <translation>開いているすべてのドキュメント</translation>
    </message>
    <message>
        <source>Test set: %1</source>
        <translation>テストセット: %1</translation>
    </message>
</context>
<context>
    <name>robots::ui::Editor</name>
    <message>
        <source>robots.txt editor</source>
        <translation>robots.txt エディター</translation>
    </message>
</context>
<context>
    <name>robots::ui::EncodingNotice</name>
    <message>
        <source>This file is %1, not UTF-8. Crawlers read robots.txt as UTF-8 and find no rules in it as it is (RFC 9309 §2.3), so they may fetch every URL; the tester and the verdicts show what its text decides once converted. Saving keeps %1 until you convert it.</source>
        <translation>このファイルは UTF-8 ではなく %1 です。クローラーは robots.txt を UTF-8 として読むため、このままではルールを 1 つも見つけず（RFC 9309 §2.3）、すべての URL を取得してよいことになります。テスターと判定は、変換した後のテキストによる結果を表示しています。変換するまで、保存は %1 のまま行われます。</translation>
    </message>
    <message>
        <source>&amp;Convert to UTF-8</source>
        <translation>UTF-8 に変換(&amp;C)</translation>
    </message>
</context>
<context>
    <name>robots::ui::Examples</name>
    <message>
        <source>Cyberworld and /tmp (1994)</source>
        <translation>Cyberworld と /tmp (1994)</translation>
    </message>
    <message>
        <source>The first example of the 1994 standard: two Disallow prefixes for every robot.</source>
        <translation>1994 年の標準の最初の例: すべてのロボットに 2 つの Disallow 接頭辞。</translation>
    </message>
    <message>
        <source>Cybermapper knows where to go (1994)</source>
        <translation>Cybermapper は行き先を知っている (1994)</translation>
    </message>
    <message>
        <source>Every robot but one kept out of /cyberworld/map/; an empty Disallow allows everything.</source>
        <translation>1 つを除くすべてのロボットを /cyberworld/map/ から締め出します。空の Disallow はすべてを許可します。</translation>
    </message>
    <message>
        <source>Go away (1994)</source>
        <translation>立ち入り禁止 (1994)</translation>
    </message>
    <message>
        <source>No robot may visit the site; RFC 9309 still allows /robots.txt.</source>
        <translation>どのロボットもサイトを訪問できません。それでも RFC 9309 は /robots.txt を許可します。</translation>
    </message>
    <message>
        <source>The ancient castle (WWW::RobotRules)</source>
        <translation>古城 (WWW::RobotRules)</translation>
    </message>
    <message>
        <source>A malformed file without blank lines between records: Belle, Beast and everybody else.</source>
        <translation>レコードの間に空行のない不正な形式のファイル: Belle、Beast、そしてそれ以外の全員。</translation>
    </message>
    <message>
        <source>search-thingy and friendly-indexer (O&apos;Reilly)</source>
        <translation>search-thingy と friendly-indexer (O&apos;Reilly)</translation>
    </message>
    <message>
        <source>One group for two robots, with Allow and Disallow.</source>
        <translation>2 つのロボットに 1 つのグループ、Allow と Disallow を含む。</translation>
    </message>
    <message>
        <source>Everyone but search-thingy (O&apos;Reilly)</source>
        <translation>search-thingy 以外の全員 (O&apos;Reilly)</translation>
    </message>
    <message>
        <source>All robots go away, except the one a later group names.</source>
        <translation>後のグループが指定する 1 つを除き、すべてのロボットは立ち入り禁止。</translation>
    </message>
    <message>
        <source>RFC 9309 §5.1: a simple example</source>
        <translation>RFC 9309 §5.1: 簡単な例</translation>
    </message>
    <message>
        <source>Groups for *, foobot, barbot and bazbot, and an empty group for quxbot; * and $ in patterns.</source>
        <translation>*、foobot、barbot、bazbot のグループと、quxbot の空のグループ。パターン中の * と $。</translation>
    </message>
    <message>
        <source>RFC 9309 §5.1</source>
        <translation>RFC 9309 §5.1</translation>
    </message>
    <message>
        <source>RFC 9309 §5.2: longest match</source>
        <translation>RFC 9309 §5.2: 最長一致</translation>
    </message>
    <message>
        <source>Of two matching rules the longer one decides; first-match readers disagree.</source>
        <translation>一致する 2 つのルールのうち長い方が判定を決めます。最初の一致を使う読み方とは結果が異なります。</translation>
    </message>
    <message>
        <source>RFC 9309 §5.2</source>
        <translation>RFC 9309 §5.2</translation>
    </message>
    <message>
        <source>A Standard for Robot Exclusion, the 1994 standard</source>
        <translation>A Standard for Robot Exclusion（1994 年の標準）</translation>
    </message>
    <message>
        <source>the WWW::RobotRules manual</source>
        <translation>WWW::RobotRules のマニュアル</translation>
    </message>
    <message>
        <source>the O&apos;Reilly appendix (Web Client Programming with Perl, appendix C)</source>
        <translation>O&apos;Reilly の付録（Web Client Programming with Perl 付録 C）</translation>
    </message>
</context>
<context>
    <name>robots::ui::ExplanationView</name>
    <message>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source>Explanation of the selected verdict</source>
        <translation>選択した判定の説明</translation>
    </message>
    <message>
        <source>Select a test case to see why its verdict is what it is.</source>
        <translation>テストケースを選択すると、その判定になった理由が表示されます。</translation>
    </message>
    <message>
        <source>%1 — %2 for %3 under %4</source>
        <translation>%1 — %3 の %2（%4）</translation>
    </message>
    <message>
        <source>The path compared is %1.</source>
        <translation>比較されるパスは %1 です。</translation>
    </message>
    <message>
        <source>Group chosen</source>
        <translation>選ばれたグループ</translation>
    </message>
    <message>
        <source>No group applies to this agent, so nothing is restricted.</source>
        <translation>このエージェントに適用されるグループがないため、何も制限されません。</translation>
    </message>
    <message>
        <source>Rules that match the path</source>
        <translation>パスに一致するルール</translation>
    </message>
    <message>
        <source>None of the group&apos;s rules matches.</source>
        <translation>グループのルールはどれも一致しません。</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) of pattern</source>
        <translation>
            <numerusform>パターンの %n バイト</numerusform>
        </translation>
    </message>
    <message>
        <source>← decides</source>
        <translation>← 判定を決定</translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation>決め手:</translation>
    </message>
    <message>
        <source>How %1 reads robots.txt</source>
        <translation>%1 による robots.txt の読み方</translation>
    </message>
    <message>
        <source>Decided by the live robots.txt of another host: %1</source>
        <translation>別のホストの公開中の robots.txt による判定: %1</translation>
    </message>
    <message>
        <source>Explain under:</source>
        <translation>説明する方言:</translation>
    </message>
    <message>
        <source>(the empty name)</source>
        <translation>（空の名前）</translation>
    </message>
</context>
<context>
    <name>robots::ui::FetchFeature</name>
    <message>
        <source>&amp;Hosts</source>
        <translation>ホスト(&amp;H)</translation>
    </message>
    <message>
        <source>the live file</source>
        <translation>公開中のファイル</translation>
    </message>
</context>
<context>
    <name>robots::ui::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>大文字と小文字を区別</translation>
    </message>
    <message>
        <source>Only find text with the same upper and lower case</source>
        <translation>大文字と小文字が同じテキストだけを検索します</translation>
    </message>
    <message>
        <source>Find and replace</source>
        <translation>検索と置換</translation>
    </message>
    <message>
        <source>Text to find</source>
        <translation>検索するテキスト</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Replacement text</source>
        <translation>置換後のテキスト</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>置換後</translation>
    </message>
    <message>
        <source>Search result</source>
        <translation>検索結果</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Find the previous match (Shift+F3)</source>
        <translation>前の一致を検索します (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Find the next match (F3)</source>
        <translation>次の一致を検索します (F3)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Close the bar (Esc)</source>
        <translation>バーを閉じます (Esc)</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置換</translation>
    </message>
    <message>
        <source>Replace this match and find the next</source>
        <translation>この一致を置換して次を検索します</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>すべて置換</translation>
    </message>
    <message>
        <source>Replace every match in the document (one undo step)</source>
        <translation>ドキュメント内のすべての一致を置換します（1 回で元に戻せます）</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>検索(&amp;F):</translation>
    </message>
    <message>
        <source>Re&amp;place:</source>
        <translation>置換(&amp;P):</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>Continued from the end</source>
        <translation>末尾から続けて検索しました</translation>
    </message>
    <message>
        <source>Continued from the top</source>
        <translation>先頭から続けて検索しました</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %n occurrence(s)</source>
        <translation>
            <numerusform>%n 箇所を置換しました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::GoToLineBar</name>
    <message>
        <source>Go to line</source>
        <translation>行へ移動</translation>
    </message>
    <message>
        <source>Line number</source>
        <translation>行番号</translation>
    </message>
    <message>
        <source>&amp;Go to line:</source>
        <translation>移動先の行(&amp;G):</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>Go to the line</source>
        <translation>その行へ移動します</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Close the bar (Esc)</source>
        <translation>バーを閉じます (Esc)</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> / %1</translation>
    </message>
</context>
<context>
    <name>robots::ui::HandbookWindow</name>
    <message>
        <source>Dialect</source>
        <translation>方言</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>How it reads a file</source>
        <translation>ファイルの読み方</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重要度</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>Robots.txt Studio Handbook</source>
        <translation>Robots.txt Studio ハンドブック</translation>
    </message>
    <message>
        <source>Handbook</source>
        <translation>ハンドブック</translation>
    </message>
    <message>
        <source>Handbook text</source>
        <translation>ハンドブックの本文</translation>
    </message>
    <message>
        <source>The handbook is missing from this build (%1).</source>
        <translation>このビルドにはハンドブックがありません (%1)。</translation>
    </message>
</context>
<context>
    <name>robots::ui::HelpFeature</name>
    <message>
        <source>&amp;About Robots.txt Studio</source>
        <translation>Robots.txt Studio について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>&lt;i&gt;A Standard for Robot Exclusion&lt;/i&gt; (the 1994 standard)</source>
        <translation>&lt;i&gt;A Standard for Robot Exclusion&lt;/i&gt;（1994 年の標準）</translation>
    </message>
    <message>
        <source>the WWW::RobotRules manual (Perl&apos;s libwww)</source>
        <translation>WWW::RobotRules のマニュアル（Perl の libwww）</translation>
    </message>
    <message>
        <source>the O&apos;Reilly appendix: &lt;i&gt;Web Client Programming with Perl&lt;/i&gt;, appendix C</source>
        <translation>O&apos;Reilly の付録: &lt;i&gt;Web Client Programming with Perl&lt;/i&gt; 付録 C</translation>
    </message>
    <message>
        <source>the Ruby gem&apos;s README (robotstxt)</source>
        <translation>Ruby gem の README（robotstxt）</translation>
    </message>
    <message>
        <source>RFC 9309, the Robots Exclusion Protocol</source>
        <translation>RFC 9309（Robots Exclusion Protocol）</translation>
    </message>
    <message>
        <source>ai.robots.txt (MIT licence) for the AI crawler list</source>
        <translation>AI クローラーの一覧: ai.robots.txt（MIT ライセンス）</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>Write and test robots.txt files: see how each crawler would read them, and why.</source>
        <translation>robots.txt ファイルを書いてテストし、各クローラーがどう読むか、その理由とともに確かめます。</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>ライセンス: MIT</translation>
    </message>
    <message>
        <source>Built with Qt %1 (running on %2) and KSyntaxHighlighting %3.</source>
        <translation>Qt %1（実行中は %2）と KSyntaxHighlighting %3 でビルド。</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>クレジット</translation>
    </message>
    <message>
        <source>The rules of each reader come from these documents:</source>
        <translation>各実装のルールは次の文書に基づいています:</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>データ:</translation>
    </message>
    <message>
        <source>About Robots.txt Studio</source>
        <translation>Robots.txt Studio について</translation>
    </message>
    <message numerus="yes">
        <source>Crawler catalogue: %n crawlers, checked up to %1</source>
        <translation>
            <numerusform>クローラーカタログ: %n 件、%1 まで確認済み</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::Highlighter</name>
    <message>
        <source>Byte 0x%1: not valid UTF-8 here; saved back unchanged</source>
        <translation>バイト 0x%1: ここでは有効な UTF-8 ではありません。保存時はそのまま書き戻します</translation>
    </message>
    <message>
        <source>NUL character (byte 0x00)</source>
        <translation>NUL 文字（バイト 0x00）</translation>
    </message>
    <message>
        <source>U+FEFF zero-width no-break space (a BOM inside the text)</source>
        <translation>U+FEFF ゼロ幅ノーブレークスペース（テキスト内の BOM）</translation>
    </message>
    <message>
        <source>Control character U+%1</source>
        <translation>制御文字 U+%1</translation>
    </message>
</context>
<context>
    <name>robots::ui::Importers</name>
    <message>
        <source>Line %1: &quot;%2&quot; is not a verdict (allowed or disallowed); ignored</source>
        <translation>%1 行目: 「%2」は判定（allowed または disallowed）ではありません。無視します</translation>
    </message>
    <message>
        <source>Line %1: unknown dialect &quot;%2&quot;; ignored</source>
        <translation>%1 行目: 不明な方言「%2」。無視します</translation>
    </message>
    <message>
        <source>This is a sitemap index: the URLs imported are those of the sitemaps it lists</source>
        <translation>これはサイトマップインデックスです: 一覧にあるサイトマップの URL を読み込みます</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>line %1 &apos;%2&apos; is not a URL or a path</source>
        <translation>%1 行目「%2」は URL でもパスでもありません</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped: %1.</source>
        <translation>
            <numerusform>%n 行をスキップしました: %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The sitemap is cut short: %1 The URLs before it are imported.</source>
        <translation>サイトマップが途中で切れています: %1 それより前の URL を読み込みます。</translation>
    </message>
</context>
<context>
    <name>robots::ui::LearnFeature</name>
    <message>
        <source>&amp;Learn robots.txt</source>
        <translation>robots.txt を学ぶ(&amp;L)</translation>
    </message>
    <message>
        <source>Open L&amp;esson…</source>
        <translation>レッスンを開く(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>レッスン(&amp;L)</translation>
    </message>
    <message>
        <source>A course from the 1994 standard to the AI era, with exercises the studio checks</source>
        <translation>1994 年の標準から AI の時代までをたどるコース。演習はスタジオが確認します</translation>
    </message>
    <message>
        <source>Opens a lesson folder, or a course (a folder of lesson folders)</source>
        <translation>レッスンのフォルダー、またはコース（レッスンのフォルダーを集めたフォルダー）を開きます</translation>
    </message>
    <message>
        <source>Open Lesson or Course</source>
        <translation>レッスンまたはコースを開く</translation>
    </message>
    <message>
        <source>There is no lesson in %1.</source>
        <translation>%1 にはレッスンがありません。</translation>
    </message>
    <message>
        <source>The lesson in %1 cannot be opened:</source>
        <translation>%1 のレッスンを開けません:</translation>
    </message>
</context>
<context>
    <name>robots::ui::Lesson</name>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1: 読み込めません</translation>
    </message>
    <message>
        <source>robots.txt: cannot be read (the file the student starts from)</source>
        <translation>robots.txt: 読み込めません（学習者が最初に編集するファイル）</translation>
    </message>
    <message>
        <source>goals.tests: cannot be read (the goals&apos; hidden expectations)</source>
        <translation>goals.tests: 読み込めません（目標の隠れた期待値）</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>robots::ui::LessonPane</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>解決</translation>
    </message>
    <message>
        <source>This lesson has problems (for its author):</source>
        <translation>このレッスンには問題があります（作成者向け）:</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>ヒント:</translation>
    </message>
    <message>
        <source>%1 of %2 goals met</source>
        <translation>%2 個中 %1 個の目標を達成</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Lessons of the course</source>
        <translation>コースのレッスン</translation>
    </message>
    <message>
        <source>Lesson page</source>
        <translation>レッスンのページ</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>✓ Solved</source>
        <translation>✓ 解決</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>前へ(&amp;P)</translation>
    </message>
    <message>
        <source>Previous lesson</source>
        <translation>前のレッスン</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>次のレッスン</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>確認(&amp;H)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Shows the hint of every goal not met yet</source>
        <translation>まだ達成していない目標すべてのヒントを表示します</translation>
    </message>
    <message>
        <source>&amp;Reset Lesson</source>
        <translation>レッスンをやり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Reset Lesson</source>
        <translation>レッスンをやり直す</translation>
    </message>
    <message>
        <source>Puts the lesson&apos;s starting file back in the editor</source>
        <translation>レッスンの最初のファイルをエディターに戻します</translation>
    </message>
    <message>
        <source>Goal met</source>
        <translation>目標達成</translation>
    </message>
    <message>
        <source>Goal not met yet</source>
        <translation>目標は未達成</translation>
    </message>
    <message>
        <source>Met: %1</source>
        <translation>達成: %1</translation>
    </message>
    <message>
        <source>Not met yet: %1</source>
        <translation>未達成: %1</translation>
    </message>
</context>
<context>
    <name>robots::ui::LineNumberArea</name>
    <message>
        <source>Line numbers</source>
        <translation>行番号</translation>
    </message>
</context>
<context>
    <name>robots::ui::MainWindow</name>
    <message>
        <source>%1[*] — Robots.txt Studio</source>
        <translation>%1[*] — Robots.txt Studio</translation>
    </message>
</context>
<context>
    <name>robots::ui::NotificationBar</name>
    <message>
        <source>Notification</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>robots::ui::OutlineModel</name>
    <message>
        <source>empty value: matches nothing (RFC 9309 §2.2.2)</source>
        <translation>空の値: 何にも一致しない (RFC 9309 §2.2.2)</translation>
    </message>
    <message>
        <source>no group is open: ignored (RFC 9309 §2.2.2)</source>
        <translation>開いているグループがない: 無視 (RFC 9309 §2.2.2)</translation>
    </message>
    <message>
        <source>a URL of another site: ignored</source>
        <translation>別のサイトの URL: 無視</translation>
    </message>
    <message>
        <source>a URL that cannot be resolved: ignored</source>
        <translation>解決できない URL: 無視</translation>
    </message>
    <message>
        <source>this dialect has no such field: ignored</source>
        <translation>この方言にはないフィールド: 無視</translation>
    </message>
    <message>
        <source>Rules before any User-agent (read as *)</source>
        <translation>User-agent より前のルール（* として読む）</translation>
    </message>
    <message>
        <source>User-agent: %1</source>
        <translation>User-agent: %1</translation>
    </message>
    <message>
        <source>Group %1, lines %2–%3</source>
        <translation>グループ %1、%2–%3 行目</translation>
    </message>
    <message>
        <source>dropped: no rules</source>
        <translation>破棄: ルールなし</translation>
    </message>
    <message>
        <source>This dialect forgets agents followed by a blank line before any rule (CPython urllib.robotparser).</source>
        <translation>この方言は、ルールの前に空行が続くエージェントを忘れます (CPython urllib.robotparser)。</translation>
    </message>
    <message>
        <source>ignored: a second * group</source>
        <translation>無視: 2 つ目の * グループ</translation>
    </message>
    <message>
        <source>Only the first * group counts for this dialect.</source>
        <translation>この方言では最初の * グループだけが有効です。</translation>
    </message>
    <message>
        <source>Malformed record: split before line %1 (no blank line)</source>
        <translation>不正な形式のレコード: %1 行目の前で分割（空行なし）</translation>
    </message>
    <message>
        <source>Reading stops here (after %1 bytes)</source>
        <translation>ここで読み取りが止まります（%1 バイト以降）</translation>
    </message>
    <message>
        <source>%1 reads no further (RFC 9309 §2.5).</source>
        <translation>%1 はこれ以上読みません (RFC 9309 §2.5)。</translation>
    </message>
    <message>
        <source>Compared as “%1”</source>
        <translation>「%1」として比較</translation>
    </message>
    <message>
        <source>%1: (empty)</source>
        <translation>%1:（空）</translation>
    </message>
    <message>
        <source>empty value: allows everything, in file order</source>
        <translation>空の値: ファイル順ですべてを許可</translation>
    </message>
    <message>
        <source>not a valid value: ignored</source>
        <translation>有効な値ではない: 無視</translation>
    </message>
    <message>
        <source>%1 does not act on it</source>
        <translation>%1 はこれに従わない</translation>
    </message>
    <message>
        <source>Outside any group</source>
        <translation>どのグループにも属さない</translation>
    </message>
    <message>
        <source>Rules and records before the first User-agent line belong to no group.</source>
        <translation>最初の User-agent 行より前のルールとレコードは、どのグループにも属しません。</translation>
    </message>
    <message>
        <source>Sitemaps (%1)</source>
        <translation>サイトマップ (%1)</translation>
    </message>
    <message>
        <source>Sitemaps belong to no group (RFC 9309 §2.2.4).</source>
        <translation>サイトマップはどのグループにも属しません (RFC 9309 §2.2.4)。</translation>
    </message>
    <message>
        <source>not an absolute http(s) URL</source>
        <translation>http(s) の絶対 URL ではない</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>a $ before the end: the rule is dropped</source>
        <translation>末尾より前に $ がある: 規則は捨てられる</translation>
    </message>
    <message>
        <source>%1 separates records with blank lines. A User-agent line right after a rule makes a malformed record, which this dialect splits here — as if a blank line had been written (the WWW::RobotRules manual: the “ancient castle”; the 1994 standard). Add the blank line so that every reader splits the same way.</source>
        <translation>%1 は空行でレコードを区切ります。ルールの直後の User-agent 行は不正な形式のレコードになり、この方言はここで分割します — 空行が書かれていたかのように（WWW::RobotRules のマニュアル:「古城」、1994 年の標準）。どの読み方でも同じように分割されるよう、空行を追加してください。</translation>
    </message>
</context>
<context>
    <name>robots::ui::OutlinePanel</name>
    <message>
        <source>Outline</source>
        <translation>アウトライン</translation>
    </message>
    <message>
        <source>&amp;Read as:</source>
        <translation>読み方(&amp;R):</translation>
    </message>
    <message>
        <source>Dialect of the outline</source>
        <translation>アウトラインの方言</translation>
    </message>
    <message>
        <source>Groups as this dialect forms them</source>
        <translation>この方言が作るグループ</translation>
    </message>
    <message>
        <source>Groups, agents and rules</source>
        <translation>グループ、エージェント、ルール</translation>
    </message>
</context>
<context>
    <name>robots::ui::PrintFeature</name>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>印刷プレビュー(&amp;V)…</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>robots::ui::ProblemCountsButton</name>
    <message>
        <source>Problems: %1</source>
        <translation>問題: %1</translation>
    </message>
    <message>
        <source>%1 — click to show the Problems panel</source>
        <translation>%1 — クリックすると問題パネルを表示します</translation>
    </message>
</context>
<context>
    <name>robots::ui::ProblemsModel</name>
    <message>
        <source>Severity</source>
        <translation>重要度</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Concerns</source>
        <translation>対象</translation>
    </message>
</context>
<context>
    <name>robots::ui::ProblemsPanel</name>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Filter problems</source>
        <translation>問題を絞り込む</translation>
    </message>
    <message>
        <source>Filter (text or code)</source>
        <translation>絞り込み（テキストまたはコード）</translation>
    </message>
    <message>
        <source>Fix All Safe Problems</source>
        <translation>安全な問題をすべて修正</translation>
    </message>
    <message>
        <source>Fix all safe problems</source>
        <translation>安全な問題をすべて修正します</translation>
    </message>
    <message>
        <source>Problems in the file</source>
        <translation>ファイル内の問題</translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation>問題になる理由</translation>
    </message>
    <message>
        <source>Select a problem to see why it matters.</source>
        <translation>問題を選択すると、それが問題になる理由が表示されます。</translation>
    </message>
    <message>
        <source>Show or hide: %1</source>
        <translation>表示/非表示: %1</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>%1 を表示</translation>
    </message>
</context>
<context>
    <name>robots::ui::SettingsDialog</name>
    <message>
        <source>Configure Robots.txt Studio</source>
        <translation>Robots.txt Studio の設定</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>設定ページ</translation>
    </message>
    <message>
        <source>&amp;Tester</source>
        <translation>テスター(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Editor</source>
        <translation>エディター(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Fetching</source>
        <translation>取得(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dialects new documents are tested under:</source>
        <translation>新しいドキュメントをテストする方言(&amp;D):</translation>
    </message>
    <message>
        <source>Default dialects</source>
        <translation>既定の方言</translation>
    </message>
    <message>
        <source>&amp;Agents new URLs are tested with:</source>
        <translation>新しい URL をテストするエージェント(&amp;A):</translation>
    </message>
    <message>
        <source>Default agents</source>
        <translation>既定のエージェント</translation>
    </message>
    <message>
        <source>New agent name</source>
        <translation>新しいエージェント名</translation>
    </message>
    <message>
        <source>Agent name, e.g. MyCrawler</source>
        <translation>エージェント名（例: MyCrawler）</translation>
    </message>
    <message>
        <source>&amp;Remove Agent</source>
        <translation>エージェントを削除(&amp;R)</translation>
    </message>
    <message>
        <source>Automatic (follow the palette)</source>
        <translation>自動（パレットに従う）</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Font &amp;size:</source>
        <translation>フォントサイズ(&amp;S):</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>The User-Agent header of every request for a robots.txt file (not the agent the rules are tested for).</source>
        <translation>robots.txt ファイルを要求するすべてのリクエストの User-Agent ヘッダーです（ルールをテストするエージェントではありません）。</translation>
    </message>
    <message>
        <source>&amp;User-Agent header:</source>
        <translation>User-Agent ヘッダー(&amp;U):</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>The new language is used from the next start of the studio.</source>
        <translation>新しい言語は次回の起動から使われます。</translation>
    </message>
    <message>
        <source>Custom agent</source>
        <translation>カスタムエージェント</translation>
    </message>
    <message>
        <source>Add A&amp;gent</source>
        <translation>エージェントを追加(&amp;G)</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>テーマ(&amp;H):</translation>
    </message>
    <message>
        <source>Fo&amp;nt:</source>
        <translation>フォント(&amp;N):</translation>
    </message>
    <message>
        <source>Time-&amp;out:</source>
        <translation>タイムアウト(&amp;O):</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>言語(&amp;G):</translation>
    </message>
    <message>
        <source>The longest a fetch may take, redirects included: a server that sends nothing, or trickles, is cut off.</source>
        <translation>1 回の取得にかけられる最長の時間（リダイレクトを含む）。何も送らないサーバーや少しずつしか送らないサーバーはここで打ち切られます。</translation>
    </message>
</context>
<context>
    <name>robots::ui::SiteFeature</name>
    <message>
        <source>&amp;Site…</source>
        <translation>サイト(&amp;S)…</translation>
    </message>
    <message>
        <source>The hosts of a site, the history of their robots.txt and the sitemap audit</source>
        <translation>サイトのホスト、その robots.txt の履歴、サイトマップ監査</translation>
    </message>
</context>
<context>
    <name>robots::ui::TestSetFile</name>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>robots::ui::TesterFeature</name>
    <message>
        <source>the text as opened</source>
        <translation>開いたときのテキスト</translation>
    </message>
    <message>
        <source>%1: skipped %2</source>
        <translation>%1: %2 を読み飛ばしました</translation>
    </message>
    <message>
        <source>the file as last saved</source>
        <translation>最後に保存したファイル</translation>
    </message>
    <message>
        <source>Save Test Cases</source>
        <translation>テストケースの保存</translation>
    </message>
    <message>
        <source>The test cases of “%1” have changes that are not saved.</source>
        <translation>「%1」のテストケースに保存されていない変更があります。</translation>
    </message>
    <message>
        <source>Save them to %1 too? robotstxt test runs them from there, and the file opens with them next time.</source>
        <translation>%1 にも保存しますか? robotstxt test はそこからテストを実行し、次にファイルを開くときにもテストケースが読み込まれます。</translation>
    </message>
    <message>
        <source>Save Tests</source>
        <translation>テストを保存</translation>
    </message>
    <message>
        <source>Don&apos;t Save</source>
        <translation>保存しない</translation>
    </message>
    <message>
        <source>Test set saved to %1.</source>
        <translation>テストセットを %1 に保存しました。</translation>
    </message>
</context>
<context>
    <name>robots::ui::TesterModel</name>
    <message>
        <source>%1 · line %2</source>
        <translation>%1 · %2 行目</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>%1 (was %2)</source>
        <translation>%1（以前は %2）</translation>
    </message>
    <message>
        <source>Waiting for the verdict…</source>
        <translation>判定を待っています…</translation>
    </message>
    <message>
        <source>%1 under %2: %3 (was %4 before this edit)</source>
        <translation>%2 では %1: %3（この編集の前は %4）</translation>
    </message>
    <message>
        <source>%1 under %2: %3</source>
        <translation>%2 では %1: %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Expected: %1 under %2</source>
        <translation>期待: %2 では %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>The verdict under %1 is the expected one</source>
        <translation>%1 での判定は期待どおりです</translation>
    </message>
    <message>
        <source>The verdict under %1 is not the expected one</source>
        <translation>%1 での判定は期待と異なります</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>The URL or path to test</source>
        <translation>テストする URL またはパス</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>The crawler&apos;s name or product token</source>
        <translation>クローラーの名前またはプロダクトトークン</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期待</translation>
    </message>
    <message>
        <source>The verdict you expect (optional)</source>
        <translation>期待する判定（省略可）</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Whether the verdict is the expected one</source>
        <translation>判定が期待どおりかどうか</translation>
    </message>
    <message>
        <source>fetching %1…</source>
        <translation>%1 を取得中…</translation>
    </message>
    <message>
        <source>%1 · %2 line %3</source>
        <translation>%1 · %2 %3 行目</translation>
    </message>
    <message>
        <source>%1 under %2, from the live robots.txt of %3. %4</source>
        <translation>%2 では %1（%3 の公開中の robots.txt による）。%4</translation>
    </message>
    <message>
        <source>%1 under %2: %3, line %4</source>
        <translation>%2 では %1: %3、%4 行目</translation>
    </message>
</context>
<context>
    <name>robots::ui::TesterPanel</name>
    <message>
        <source>%1 (was %2)</source>
        <translation>%1（以前は %2）</translation>
    </message>
    <message>
        <source>Expected verdict</source>
        <translation>期待する判定</translation>
    </message>
    <message>
        <source>No expectation</source>
        <translation>期待なし</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>URL or path</source>
        <translation>URL またはパス</translation>
    </message>
    <message>
        <source>Tester</source>
        <translation>テスター</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Add test cases: URLs × agents</source>
        <translation>テストケースを追加: URL × エージェント</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Import URLs from a text file, a CSV file or a sitemap.xml</source>
        <translation>テキストファイル、CSV ファイル、sitemap.xml から URL をインポートします</translation>
    </message>
    <message>
        <source>&amp;Open Tests…</source>
        <translation>テストを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a test set (the format robotstxt test runs)</source>
        <translation>テストセット（robotstxt test が実行する形式）を開きます</translation>
    </message>
    <message>
        <source>&amp;Save Tests…</source>
        <translation>テストを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the cases as a test set for robotstxt test</source>
        <translation>ケースを robotstxt test 用のテストセットとして保存します</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Export the table with every verdict as CSV</source>
        <translation>すべての判定を含む表を CSV としてエクスポートします</translation>
    </message>
    <message>
        <source>Tester tools</source>
        <translation>テスターのツール</translation>
    </message>
    <message>
        <source>Dia&amp;lects</source>
        <translation>方言(&amp;L)</translation>
    </message>
    <message>
        <source>Dialects shown as columns</source>
        <translation>列として表示する方言</translation>
    </message>
    <message>
        <source>Choose the dialects compared side by side</source>
        <translation>並べて比較する方言を選びます</translation>
    </message>
    <message>
        <source>&amp;Tests</source>
        <translation>テスト(&amp;T)</translation>
    </message>
    <message>
        <source>Test set files</source>
        <translation>テストセットファイル</translation>
    </message>
    <message>
        <source>Filter cases by URL or agent</source>
        <translation>URL またはエージェントでケースを絞り込みます</translation>
    </message>
    <message>
        <source>Filter URL or agent…</source>
        <translation>URL またはエージェントで絞り込み…</translation>
    </message>
    <message>
        <source>Only d&amp;isagreements</source>
        <translation>不一致のみ(&amp;I)</translation>
    </message>
    <message>
        <source>Show only cases where the shown dialects disagree</source>
        <translation>表示中の方言の判定が一致しないケースだけを表示します</translation>
    </message>
    <message>
        <source>Only &amp;failures</source>
        <translation>不合格のみ(&amp;F)</translation>
    </message>
    <message>
        <source>Show only cases whose expectation fails</source>
        <translation>期待どおりでないケースだけを表示します</translation>
    </message>
    <message>
        <source>Only c&amp;hanged</source>
        <translation>変更ありのみ(&amp;H)</translation>
    </message>
    <message>
        <source>Show only cases this edit changed</source>
        <translation>この編集で変わったケースだけを表示します</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>%1 · line %2</source>
        <translation>%1 · %2 行目</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Updating verdicts…</source>
        <translation>判定を更新中…</translation>
    </message>
    <message>
        <source>Verdicts are being updated</source>
        <translation>判定を更新しています</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>E&amp;xplanation</source>
        <translation>説明(&amp;X)</translation>
    </message>
    <message>
        <source>Edit impact summary</source>
        <translation>編集の影響の概要</translation>
    </message>
    <message>
        <source>Cases whose verdict this edit changed</source>
        <translation>この編集で判定が変わったケース</translation>
    </message>
    <message>
        <source>Edit &amp;impact</source>
        <translation>編集の影響(&amp;I)</translation>
    </message>
    <message>
        <source>Dialects; checked ones are shown as columns</source>
        <translation>方言（チェックしたものが列として表示されます）</translation>
    </message>
    <message>
        <source>The choices each dialect makes</source>
        <translation>各方言の選択</translation>
    </message>
    <message>
        <source>Verdicts per agent</source>
        <translation>エージェントごとの判定</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>概要(&amp;S)</translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n 件のケース</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passed</source>
        <translation>
            <numerusform>%n 件合格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 件不合格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed by this edit</source>
        <translation>
            <numerusform>この編集で %n 件変化</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit &amp;impact (%1)</source>
        <translation>編集の影響(&amp;I) (%1)</translation>
    </message>
    <message>
        <source>Verdicts per agent under %1:</source>
        <translation>%1 でのエージェントごとの判定:</translation>
    </message>
    <message>
        <source>Expectations: %1 passed, %2 failed.</source>
        <translation>期待: %1 件合格、%2 件不合格。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) added from the clipboard.</source>
        <translation>
            <numerusform>クリップボードから %n 件のテストケースを追加しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) imported from %1.</source>
        <translation>
            <numerusform>%1 から %n 件のテストケースをインポートしました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) read from %1.</source>
        <translation>
            <numerusform>%1 から %n 件のテストケースを読み込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>スキップ: %1</translation>
    </message>
    <message>
        <source>Test set saved to %1.</source>
        <translation>テストセットを %1 に保存しました。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Table exported to %1.</source>
        <translation>表を %1 にエクスポートしました。</translation>
    </message>
    <message>
        <source>Example: %1 — %2</source>
        <translation>例: %1 — %2</translation>
    </message>
    <message>
        <source>Import URLs</source>
        <translation>URL のインポート</translation>
    </message>
    <message>
        <source>URL lists (*.txt *.csv *.tsv *.xml);;Sitemaps (*.xml);;CSV files (*.csv *.tsv);;All files (*)</source>
        <translation>URL リスト (*.txt *.csv *.tsv *.xml);;サイトマップ (*.xml);;CSV ファイル (*.csv *.tsv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open Test Set</source>
        <translation>テストセットを開く</translation>
    </message>
    <message>
        <source>Test sets (*.tests);;All files (*)</source>
        <translation>テストセット (*.tests);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save Test Set</source>
        <translation>テストセットを保存</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>表を CSV としてエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Site this robots.txt belongs to</source>
        <translation>この robots.txt が属するサイト</translation>
    </message>
    <message>
        <source>https://example.com</source>
        <translation>https://example.com</translation>
    </message>
    <message>
        <source>The site this robots.txt is for. Paths and URLs on this site are tested against the editor&apos;s text.</source>
        <translation>この robots.txt の対象となるサイトです。このサイトのパスと URL は、エディターのテキストに対してテストされます。</translation>
    </message>
    <message>
        <source>Sit&amp;e:</source>
        <translation>サイト(&amp;E):</translation>
    </message>
    <message>
        <source>Check other h&amp;osts against their live robots.txt</source>
        <translation>他のホストは公開中の robots.txt でチェック(&amp;O)</translation>
    </message>
    <message>
        <source>Absolute URLs on other hosts than the site take their verdicts from their own robots.txt, fetched from the network (View → Hosts)</source>
        <translation>サイト以外のホストの絶対 URL は、ネットワークから取得したそれぞれの robots.txt で判定します（表示 → ホスト）</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source>Go to &amp;Test Cases</source>
        <translation>テストケースへ移動(&amp;T)</translation>
    </message>
    <message>
        <source>Move the focus to the test cases</source>
        <translation>フォーカスをテストケースに移します</translation>
    </message>
    <message numerus="yes">
        <source>Tests: %1 · %n case(s)</source>
        <translation>
            <numerusform>テスト: %1 · %n 件のケース</numerusform>
        </translation>
    </message>
    <message>
        <source> · modified</source>
        <translation> · 変更あり</translation>
    </message>
    <message numerus="yes">
        <source>Tests: not saved · %n case(s)</source>
        <translation>
            <numerusform>テスト: 未保存 · %n 件のケース</numerusform>
        </translation>
    </message>
    <message>
        <source>These cases are not in a test set file yet: Tests → Save Tests…</source>
        <translation>これらのケースはまだテストセットファイルに保存されていません: テスト → テストを保存…</translation>
    </message>
    <message>
        <source>Saved as %1 when you save the file, or with Tests → Save Tests…</source>
        <translation>ファイルを保存するとき、または テスト → テストを保存… で %1 として保存されます</translation>
    </message>
    <message>
        <source>Tests: none</source>
        <translation>テスト: なし</translation>
    </message>
    <message>
        <source>Add cases, or open a test set with Tests → Open Tests…</source>
        <translation>ケースを追加するか、テスト → テストを開く… でテストセットを開いてください</translation>
    </message>
    <message>
        <source>No baseline: open a file or save this one to compare edits with it.</source>
        <translation>比較基準がありません: 編集と比較するには、ファイルを開くかこのファイルを保存してください。</translation>
    </message>
    <message>
        <source>the baseline</source>
        <translation>比較基準</translation>
    </message>
    <message numerus="yes">
        <source>%n now allowed</source>
        <translation>
            <numerusform>%n 件が許可に</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n now disallowed</source>
        <translation>
            <numerusform>%n 件が拒否に</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n now unknown</source>
        <translation>
            <numerusform>%n 件が不明に</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>No case changed verdict compared with %1.</source>
        <translation>%1 と比べて判定が変わったケースはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) changed verdict compared with %1</source>
        <translation>
            <numerusform>%1 と比べて %n 件のケースの判定が変わりました</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1.</source>
        <translation> — %1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Compare &amp;All Dialects</source>
        <translation>全方言を比較(&amp;A)</translation>
    </message>
    <message>
        <source>Every dialect&apos;s verdict for the selected case, side by side</source>
        <translation>選択したケースに対する全方言の判定を並べて表示</translation>
    </message>
    <message>
        <source>All &amp;Dialects</source>
        <translation>全方言(&amp;D)</translation>
    </message>
</context>
<context>
    <name>robots::ui::WelcomePage</name>
    <message>
        <source>Welcome to Robots.txt Studio</source>
        <translation>Robots.txt Studio へようこそ</translation>
    </message>
    <message>
        <source>Type a robots.txt here, or:</source>
        <translation>ここに robots.txt を入力するか、次から選んでください:</translation>
    </message>
    <message>
        <source>New file</source>
        <translation>新しいファイル</translation>
    </message>
    <message>
        <source>an empty robots.txt in a new tab</source>
        <translation>新しいタブに空の robots.txt</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>a robots.txt from disk</source>
        <translation>ディスク上の robots.txt</translation>
    </message>
    <message>
        <source>Learn robots.txt</source>
        <translation>robots.txt を学ぶ</translation>
    </message>
    <message>
        <source>a course from the 1994 standard to the AI era, with exercises the studio checks as you type</source>
        <translation>1994 年の標準から AI の時代までをたどるコース。入力するそばからスタジオが演習を確認します</translation>
    </message>
    <message>
        <source>Examples, each with its test cases:</source>
        <translation>例（それぞれテストケース付き）:</translation>
    </message>
</context>
<context>
    <name>robots::ui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイルを開く(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>タブを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>やり直す(&amp;D)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>すべて選択(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>検索(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Replace…</source>
        <translation>置換(&amp;R)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>次を検索(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>前を検索(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go to Line…</source>
        <translation>行へ移動(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>拡大率をリセット(&amp;R)</translation>
    </message>
    <message>
        <source>Th&amp;eme</source>
        <translation>テーマ(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Configure Robots.txt Studio…</source>
        <translation>Robots.txt Studio を設定(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Robots.txt Studio &amp;Handbook</source>
        <translation>Robots.txt Studio ハンドブック(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>例(&amp;E)</translation>
    </message>
    <message>
        <source>%1 %2 — %3</source>
        <translation>%1 %2 — %3</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>一覧を消去(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the palette)</source>
        <translation>自動（パレットに従う）(&amp;A)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>次のタブ(&amp;X)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>前のタブ(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
</context>
</TS>
