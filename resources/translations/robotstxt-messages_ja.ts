<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>robots::Message</name>
    <message>
        <source>Suppression comment names %1, which is not a check code or slug</source>
        <comment>diag.R108</comment>
        <translation>抑止コメントが %1 を指定していますが、これはチェックのコードでもスラッグでもありません</translation>
    </message>
    <message>
        <source>The file has no records</source>
        <comment>check.R101.title</comment>
        <translation>ファイルにレコードがない</translation>
    </message>
    <message>
        <source>A robots.txt that is empty, or holds only comments and blank lines, restricts nothing: every crawler may fetch every URL, exactly as if the file did not exist. That is a valid choice, but an empty file is more often a deployment accident (a template never filled in, a build step that wrote nothing) that silently opens a site that was meant to be closed.</source>
        <comment>check.R101.why</comment>
        <translation>空の robots.txt、またはコメントと空行だけの robots.txt は何も制限しません。ファイルが存在しない場合とまったく同じく、どのクローラーもすべての URL を取得できます。意図した選択ならそれで構いませんが、空のファイルはむしろデプロイ時の事故（埋められなかったテンプレート、何も書き出さなかったビルド手順）であることが多く、閉じておくはずのサイトを気づかないうちに公開してしまいます。</translation>
    </message>
    <message>
        <source>File larger than the 500 KiB crawlers read</source>
        <comment>check.R102.title</comment>
        <translation>クローラーが読む 500 KiB を超えるファイル</translation>
    </message>
    <message>
        <source>Bytes that are not UTF-8</source>
        <comment>check.R103.title</comment>
        <translation>UTF-8 ではないバイト</translation>
    </message>
    <message>
        <source>RFC 9309 defines robots.txt as UTF-8 text. Bytes from another encoding (Latin-1, Windows-1252, Shift_JIS) reach each crawler differently: some percent-encode the raw bytes, some replace them, some decode them with another charset, so a path written with them matches different URLs — or none — depending on the reader.</source>
        <comment>check.R103.why</comment>
        <translation>RFC 9309 は robots.txt を UTF-8 のテキストと定めています。ほかのエンコーディング（Latin-1、Windows-1252、Shift_JIS）のバイトはクローラーごとに扱いが異なります。生のバイトをパーセントエンコードするもの、置き換えるもの、別の文字コードでデコードするものがあるため、そのバイトで書かれたパスは実装によって異なる URL に一致するか、どの URL にも一致しません。</translation>
    </message>
    <message>
        <source>UTF-8 byte order mark</source>
        <comment>check.R104.title</comment>
        <translation>UTF-8 のバイトオーダーマーク</translation>
    </message>
    <message>
        <source>Google and RFC 9309 readers skip a UTF-8 byte order mark, but readers that take it as text (Python&apos;s urllib.robotparser, Perl&apos;s WWW::RobotRules, the Ruby gem) see the first key as &quot;\uFEFFUser-agent&quot; and do not recognise the first line. When that line is a User-agent, its whole group loses its agent for those readers.</source>
        <comment>check.R104.why</comment>
        <translation>Google と RFC 9309 準拠の実装は UTF-8 のバイトオーダーマーク（BOM）を読み飛ばしますが、それをテキストとして扱う実装（Python の urllib.robotparser、Perl の WWW::RobotRules、Ruby の gem）は最初のキーを &quot;\uFEFFUser-agent&quot; と読み、1 行目を認識しません。その行が User-agent の場合、それらの実装ではグループ全体がエージェントを失います。</translation>
    </message>
    <message>
        <source>NUL or control characters</source>
        <comment>check.R105.title</comment>
        <translation>NUL または制御文字</translation>
    </message>
    <message>
        <source>NUL bytes and other control characters have no place in a text file. Some readers stop at a NUL, some keep it in the value so the rule never matches, and Python&apos;s urllib.robotparser also breaks lines at vertical tab, form feed and the Unicode line separators — so one physical line becomes two records there, and a key or value is cut in half.</source>
        <comment>check.R105.why</comment>
        <translation>NUL バイトやその他の制御文字はテキストファイルにあるべきではありません。NUL で読むのをやめる実装もあれば、値の中に残してルールが一致しなくなる実装もあります。また Python の urllib.robotparser は垂直タブ、フォームフィード、Unicode の行区切り文字でも行を分けるため、そこでは物理的な 1 行が 2 つのレコードになり、キーや値が途中で切れてしまいます。</translation>
    </message>
    <message>
        <source>Not a robots.txt (HTML, XML or JSON)</source>
        <comment>check.R106.title</comment>
        <translation>robots.txt ではない（HTML、XML、JSON）</translation>
    </message>
    <message>
        <source>Servers often answer /robots.txt with an HTML error page, a soft-404 or a JSON document. Crawlers parse it anyway: nothing in it is a User-agent or a rule, so the site is fully open — or a stray line happens to look like a rule. Serve a plain text robots.txt, or a 404 if there is none.</source>
        <comment>check.R106.why</comment>
        <translation>サーバーは /robots.txt に対して HTML のエラーページ、ソフト 404、JSON 文書を返すことがよくあります。クローラーはそれでも解析しますが、中には User-agent もルールもないため、サイトは完全に公開されます。あるいは、たまたまルールのように見える行が紛れ込みます。プレーンテキストの robots.txt を返すか、ないなら 404 を返してください。</translation>
    </message>
    <message>
        <source>Windows, old Mac or mixed line endings</source>
        <comment>check.R107.title</comment>
        <translation>Windows・旧 Mac・混在した改行コード</translation>
    </message>
    <message>
        <source>RFC 9309 accepts LF, CR and CRLF, so most crawlers read every style. Mixed endings are still worth fixing: they usually mean the file was assembled from pieces, tools that count lines disagree about line numbers, and a lone CR inside a line is a line break for some readers and an ordinary byte for others.</source>
        <comment>check.R107.why</comment>
        <translation>RFC 9309 は LF、CR、CRLF を認めているため、ほとんどのクローラーはどの形式も読めます。それでも混在した改行は直す価値があります。たいていはファイルが断片から組み立てられたことを意味し、行を数えるツールどうしで行番号が食い違い、行の途中にある単独の CR は実装によって改行にもなり、ただのバイトにもなります。</translation>
    </message>
    <message>
        <source>Suppression comment names an unknown check</source>
        <comment>check.R108.title</comment>
        <translation>抑止コメントが存在しないチェックを指定している</translation>
    </message>
    <message>
        <source>A `# robotstxt: disable=…` comment silences findings by code or slug. A code that does not exist silences nothing — usually a typo — so the finding it was meant for still shows, or worse, a later real problem is hidden by a too-broad `all`.</source>
        <comment>check.R108.why</comment>
        <translation>`# robotstxt: disable=…` コメントは、コードまたはスラッグで指定した指摘を抑止します。存在しないコード（たいていは打ち間違い）は何も抑止しないため、本来抑止したかった指摘は表示されたままになります。さらに悪いことに、広すぎる `all` によって後で生じた本当の問題が隠されることもあります。</translation>
    </message>
    <message>
        <source>Missing colon after the key</source>
        <comment>check.R201.title</comment>
        <translation>キーの後のコロンがない</translation>
    </message>
    <message>
        <source>Every record is `key: value`. Google&apos;s parser guesses the colon when a line is exactly two words (`Disallow /private`), but RFC 9309 readers, Bing&apos;s documented parser, Python, Perl and the Ruby gem ignore the line, so the rule exists for Googlebot only.</source>
        <comment>check.R201.why</comment>
        <translation>レコードはすべて `key: value` の形です。Google のパーサーは、行がちょうど 2 語のとき（`Disallow /private`）コロンを補って読みますが、RFC 9309 準拠の実装、Bing の文書化されたパーサー、Python、Perl、Ruby の gem はその行を無視します。そのため、そのルールは Googlebot に対してしか存在しません。</translation>
    </message>
    <message>
        <source>Unknown key</source>
        <comment>check.R202.title</comment>
        <translation>不明なキー</translation>
    </message>
    <message>
        <source>Crawlers ignore lines whose key they do not know. A misspelt `Disalow` or an invented `Block:` therefore does nothing at all, silently. When the key is close to a known one, the suggestion is probably what was meant.</source>
        <comment>check.R202.why</comment>
        <translation>クローラーは知らないキーの行を無視します。綴りを誤った `Disalow` や独自の `Block:` は、黙って何の効果も持ちません。キーが既知のキーに近い場合は、提案されたキーがおそらく意図したものです。</translation>
    </message>
    <message>
        <source>Misspelt key only Google accepts</source>
        <comment>check.R203.title</comment>
        <translation>Google だけが受け付けるキーの綴り誤り</translation>
    </message>
    <message>
        <source>Google&apos;s parser deliberately accepts a few common misspellings (`dissallow`, `useragent`, `user agent`, `site-map` …). Every other reader ignores the line, so the rule or group applies to Googlebot and to nobody else — the kind of difference that is invisible in Search Console.</source>
        <comment>check.R203.why</comment>
        <translation>Google のパーサーは、よくある綴り誤り（`dissallow`、`useragent`、`user agent`、`site-map` …）をいくつか意図的に受け付けます。ほかの実装はどれもその行を無視するため、そのルールやグループは Googlebot にだけ適用され、ほかの誰にも適用されません。Search Console では見えない種類の違いです。</translation>
    </message>
    <message>
        <source>Key recognised by Google only because it starts with a key name</source>
        <comment>check.R204.title</comment>
        <translation>キー名で始まるという理由だけで Google が認識するキー</translation>
    </message>
    <message>
        <source>Google matches keys by prefix, so `Disallowed:` or `User-agents:` still work for Googlebot. RFC 9309 readers and the others compare the whole key and ignore the line.</source>
        <comment>check.R204.why</comment>
        <translation>Google はキーを前方一致で照合するため、`Disallowed:` や `User-agents:` も Googlebot には有効です。RFC 9309 準拠の実装やその他の実装はキー全体を比較し、その行を無視します。</translation>
    </message>
    <message>
        <source>Key some crawlers honour and others ignore</source>
        <comment>check.R205.title</comment>
        <translation>一部のクローラーだけが従い、ほかは無視するキー</translation>
    </message>
    <message>
        <source>Crawl-delay, Request-rate and Clean-param are extensions: Bing and Yandex honour Crawl-delay, Python&apos;s robotparser reads Crawl-delay and Request-rate, Yandex alone reads Clean-param, and Google ignores all of them (its crawl rate is set in Search Console). The line is harmless, but it does not slow down or shape every crawler.</source>
        <comment>check.R205.why</comment>
        <translation>Crawl-delay、Request-rate、Clean-param は拡張です。Bing と Yandex は Crawl-delay に従い、Python の robotparser は Crawl-delay と Request-rate を読み、Clean-param を読むのは Yandex だけで、Google はどれも無視します（クロール頻度は Search Console で設定します）。この行は無害ですが、すべてのクローラーの速度を落としたり挙動を変えたりするわけではありません。</translation>
    </message>
    <message>
        <source>Directive no crawler acts on</source>
        <comment>check.R206.title</comment>
        <translation>どのクローラーも従わないディレクティブ</translation>
    </message>
    <message>
        <source>Line longer than Google reads</source>
        <comment>check.R207.title</comment>
        <translation>Google が読み取れる長さを超える行</translation>
    </message>
    <message>
        <source>Google&apos;s parser reads a line into a buffer of 16,664 bytes (its kMaxLineLen, one byte of it for the terminating NUL) and ignores the rest; a very long rule is therefore shortened for Googlebot and compared in full by others, so it matches different URLs.</source>
        <comment>check.R207.why</comment>
        <translation>Google のパーサーは 1 行を 16,664 バイトのバッファ（kMaxLineLen。うち 1 バイトは終端の NUL 用）に読み込み、残りを無視します。そのため非常に長いルールは Googlebot にとっては短く切られ、ほかの実装では全体が比較されるので、一致する URL が異なります。</translation>
    </message>
    <message>
        <source>White space or invisible characters in a key</source>
        <comment>check.R208.title</comment>
        <translation>キーの中の空白または不可視文字</translation>
    </message>
    <message>
        <source>A key such as `User agent`, or one with a zero-width space, no-break space or a stray byte order mark copied in from a word processor, looks right on screen but is not the key: most readers ignore the line (Google accepts `user agent` as a typo, nothing else does).</source>
        <comment>check.R208.why</comment>
        <translation>`User agent` のようなキーや、ワープロからコピーされたゼロ幅スペース、ノーブレークスペース、紛れ込んだバイトオーダーマークを含むキーは、画面上は正しく見えても正しいキーではありません。ほとんどの実装はその行を無視します（Google は `user agent` を綴り誤りとして受け付けますが、ほかは受け付けません）。</translation>
    </message>
    <message>
        <source>Line that is not a record</source>
        <comment>check.R209.title</comment>
        <translation>レコードではない行</translation>
    </message>
    <message>
        <source>A line that is neither blank, a comment, nor `key: value` is ignored by every reader. Often it is the continuation of a value split over two lines, or text pasted from a document; whatever it meant, it has no effect.</source>
        <comment>check.R209.why</comment>
        <translation>空行でもコメントでも `key: value` でもない行は、どの実装にも無視されます。多くの場合、2 行に分かれた値の続きか、文書から貼り付けたテキストです。何を意図していたにせよ、効果はありません。</translation>
    </message>
    <message>
        <source>Rule before any User-agent line</source>
        <comment>check.R301.title</comment>
        <translation>User-agent 行より前のルール</translation>
    </message>
    <message>
        <source>Allow and Disallow lines belong to the group opened by the User-agent lines above them. Before the first User-agent there is no group: RFC 9309 readers, Google and Python ignore such rules, while Perl&apos;s WWW::RobotRules applies them to every robot as if `User-agent: *` had been written. The same line blocks everything or nothing depending on the crawler.</source>
        <comment>check.R301.why</comment>
        <translation>Allow 行と Disallow 行は、その上にある User-agent 行で始まるグループに属します。最初の User-agent より前にはグループがありません。RFC 9309 準拠の実装、Google、Python はこのようなルールを無視しますが、Perl の WWW::RobotRules は `User-agent: *` と書かれていたかのように、すべてのロボットに適用します。同じ行が、クローラーによってすべてをブロックしたり、何もブロックしなかったりします。</translation>
    </message>
    <message>
        <source>User-agent after a rule without a blank line</source>
        <comment>check.R302.title</comment>
        <translation>空行なしでルールの後に続く User-agent</translation>
    </message>
    <message>
        <source>Blank line inside a group</source>
        <comment>check.R303.title</comment>
        <translation>グループ内の空行</translation>
    </message>
    <message>
        <source>RFC 9309 ignores blank lines: a group runs from its User-agent lines to the next User-agent after a rule. The 1994 standard, Perl and Python end the record at a blank line, so User-agent lines above the blank get no rules there, and rules below it belong to no record. The same file blocks a crawler in one reading and lets it in in another.</source>
        <comment>check.R303.why</comment>
        <translation>RFC 9309 は空行を無視します。グループは User-agent 行から、ルールの後に現れる次の User-agent までです。1994 年の標準、Perl、Python は空行でレコードを終えるため、空行より上の User-agent 行にはそこでルールがなく、空行より下のルールはどのレコードにも属しません。同じファイルが、ある読み方ではクローラーをブロックし、別の読み方では許可します。</translation>
    </message>
    <message>
        <source>User-agent lines with no rules</source>
        <comment>check.R304.title</comment>
        <translation>ルールのない User-agent 行</translation>
    </message>
    <message>
        <source>A group needs at least one Allow or Disallow (&quot;At least one Disallow field needs to be present in a record&quot;, 1994). RFC 9309 gives such a group no rules, so its agents may fetch everything; Python&apos;s robotparser drops it, so the same agents fall back to the `*` group. Write an empty `Disallow:` when &quot;everything allowed&quot; is what you mean.</source>
        <comment>check.R304.why</comment>
        <translation>グループには少なくとも 1 つの Allow または Disallow が必要です（1994 年:「レコードには少なくとも 1 つの Disallow フィールドが必要」）。RFC 9309 ではこのようなグループにはルールがなく、そのエージェントはすべてを取得できます。Python の robotparser はこのグループを捨てるため、同じエージェントが `*` グループにフォールバックします。「すべて許可」を意図するなら空の `Disallow:` を書いてください。</translation>
    </message>
    <message>
        <source>Empty User-agent value</source>
        <comment>check.R305.title</comment>
        <translation>空の User-agent 値</translation>
    </message>
    <message>
        <source>`User-agent:` with nothing after it names no crawler; most readers never match it, substring readers may match every crawler with it (the empty string is in every name). Either way the group below it is not what was meant.</source>
        <comment>check.R305.why</comment>
        <translation>後に何もない `User-agent:` はどのクローラーも指しません。ほとんどの実装はこれに一致させませんが、部分文字列で照合する実装はすべてのクローラーに一致させることがあります（空文字列はどの名前にも含まれるため）。いずれにせよ、その下のグループは意図どおりではありません。</translation>
    </message>
    <message>
        <source>User-agent value that is not a product token</source>
        <comment>check.R306.title</comment>
        <translation>プロダクトトークンではない User-agent 値</translation>
    </message>
    <message>
        <source>Several `User-agent: *` groups</source>
        <comment>check.R307.title</comment>
        <translation>複数の `User-agent: *` グループ</translation>
    </message>
    <message>
        <source>RFC 9309 and Google merge every `*` group, but Python&apos;s robotparser uses only the first, the 1994 standard forbids more than one (&quot;It is not allowed to have two such records&quot;), and Yandex&apos;s validator reports it as an error. Rules in the second `*` group are invisible to some readers.</source>
        <comment>check.R307.why</comment>
        <translation>RFC 9309 と Google はすべての `*` グループを統合しますが、Python の robotparser は最初のものだけを使い、1994 年の標準は複数を禁じており（「このようなレコードを 2 つ持つことは許されない」）、Yandex の検証ツールはエラーとして報告します。2 つ目の `*` グループのルールは、一部の実装からは見えません。</translation>
    </message>
    <message>
        <source>The same agent in several groups</source>
        <comment>check.R308.title</comment>
        <translation>複数のグループに同じエージェント</translation>
    </message>
    <message>
        <source>RFC 9309 and Google merge all groups that name a crawler. First-match readers (Perl, Python, the Ruby gem, Yandex&apos;s documentation) use only the first group that names it, so the rules of the later groups do nothing for them.</source>
        <comment>check.R308.why</comment>
        <translation>RFC 9309 と Google は、あるクローラーを指すすべてのグループを統合します。最初に一致したものを使う実装（Perl、Python、Ruby の gem、Yandex の文書）は、それを指す最初のグループだけを使うため、後のグループのルールはそれらに対して何の効果もありません。</translation>
    </message>
    <message>
        <source>Non-rule line between User-agent lines (group-merge trap)</source>
        <comment>check.R309.title</comment>
        <translation>User-agent 行の間にあるルール以外の行（グループ統合の罠）</translation>
    </message>
    <message>
        <source>In RFC 9309 and Google&apos;s parser only an Allow or Disallow ends a run of User-agent lines. A Crawl-delay, Sitemap or unknown line between two User-agent lines therefore does not start a new group: both agents share the next rules. The famous case (google/robotstxt issue #51) is `User-agent: *` + `Crawl-delay` followed by a `Disallow: /` group for one bad bot — which blocks every crawler from the whole site. Bing and Python start a new group at the Crawl-delay line.</source>
        <comment>check.R309.why</comment>
        <translation>RFC 9309 と Google のパーサーでは、連続する User-agent 行を終わらせるのは Allow または Disallow だけです。そのため、2 つの User-agent 行の間にある Crawl-delay、Sitemap、不明な行は新しいグループを始めません。両方のエージェントが次のルールを共有します。有名な例（google/robotstxt issue #51）は、`User-agent: *` + `Crawl-delay` の後に、ある悪質なボット向けの `Disallow: /` グループが続くもので、これはすべてのクローラーをサイト全体からブロックします。Bing と Python は Crawl-delay 行で新しいグループを始めます。</translation>
    </message>
    <message>
        <source>A specific group hides every `*` rule</source>
        <comment>check.R310.title</comment>
        <translation>個別のグループがすべての `*` ルールを隠す</translation>
    </message>
    <message>
        <source>A crawler named by its own group ignores the `*` group completely — the groups are not combined. Rules written for everyone (private areas, search pages) therefore stop applying to a crawler the moment it gets a group of its own, unless they are repeated there.</source>
        <comment>check.R310.why</comment>
        <translation>自分専用のグループで指定されたクローラーは、`*` グループを完全に無視します。グループは合成されません。そのため、全員向けに書いたルール（非公開領域、検索ページ）は、クローラーが専用のグループを持った時点で、そこに繰り返し書かない限りそのクローラーには適用されなくなります。</translation>
    </message>
    <message>
        <source>Path that does not start with `/` or `*`</source>
        <comment>check.R401.title</comment>
        <translation>`/` または `*` で始まらないパス</translation>
    </message>
    <message>
        <source>Patterns are matched from the first character of the URL path, which always starts with `/`. `Disallow: private/` therefore matches nothing at all for RFC 9309 readers and most others.</source>
        <comment>check.R401.why</comment>
        <translation>パターンは URL パスの先頭の文字から照合され、URL パスは常に `/` で始まります。そのため `Disallow: private/` は、RFC 9309 準拠の実装やほとんどの実装では何にも一致しません。</translation>
    </message>
    <message>
        <source>Absolute URL instead of a path</source>
        <comment>check.R402.title</comment>
        <translation>パスではなく絶対 URL</translation>
    </message>
    <message>
        <source>Rules take paths, not URLs: `Disallow: https://example.com/private` matches no path for RFC 9309, Google, Bing or Python. Only Perl&apos;s WWW::RobotRules resolves it, and only when the host matches the robots.txt&apos;s own host.</source>
        <comment>check.R402.why</comment>
        <translation>ルールに書くのは URL ではなくパスです。`Disallow: https://example.com/private` は RFC 9309、Google、Bing、Python ではどのパスにも一致しません。これを解決するのは Perl の WWW::RobotRules だけで、それもホストが robots.txt 自身のホストと一致する場合に限られます。</translation>
    </message>
    <message>
        <source>`$` not at the end of the pattern</source>
        <comment>check.R403.title</comment>
        <translation>パターンの末尾以外にある `$`</translation>
    </message>
    <message>
        <source>`$` anchors a pattern only as its last character; elsewhere it is a literal dollar sign that real URLs rarely contain. A literal `$` is written `%24`.</source>
        <comment>check.R403.why</comment>
        <translation>`$` がパターンを固定するのは最後の文字である場合だけです。それ以外の位置では文字どおりのドル記号で、実際の URL にはめったに含まれません。文字どおりの `$` は `%24` と書きます。</translation>
    </message>
    <message>
        <source>Needless trailing `*`</source>
        <comment>check.R404.title</comment>
        <translation>不要な末尾の `*`</translation>
    </message>
    <message>
        <source>`**` in a pattern</source>
        <comment>check.R405.title</comment>
        <translation>パターン内の `**`</translation>
    </message>
    <message>
        <source>`*` already matches any run of characters; `**` means the same and only suggests a glob syntax (`**` for directories) that robots.txt does not have.</source>
        <comment>check.R405.why</comment>
        <translation>`*` はすでに任意の文字の並びに一致します。`**` は同じ意味で、robots.txt にはない glob 構文（ディレクトリを表す `**`）を連想させるだけです。</translation>
    </message>
    <message>
        <source>`%` not followed by two hex digits</source>
        <comment>check.R406.title</comment>
        <translation>後に 16 進数字 2 桁が続かない `%`</translation>
    </message>
    <message>
        <source>Percent-encoding is `%` and two hexadecimal digits. A bare `%` (as in `/50%-off`) is normalised differently by each reader — kept, encoded as `%25`, or decoded into garbage — so the rule matches different URLs for different crawlers. Write `%25` for a literal percent sign.</source>
        <comment>check.R406.why</comment>
        <translation>パーセントエンコーディングは `%` と 16 進数字 2 桁です。単独の `%`（`/50%-off` など）は実装ごとに正規化のされ方が異なり、そのまま残されたり、`%25` にエンコードされたり、意味のない文字にデコードされたりするため、クローラーによって一致する URL が変わります。文字どおりのパーセント記号は `%25` と書いてください。</translation>
    </message>
    <message>
        <source>Characters that should be percent-encoded</source>
        <comment>check.R407.title</comment>
        <translation>パーセントエンコードすべき文字</translation>
    </message>
    <message>
        <source>URLs on the wire never contain spaces, non-ASCII characters or characters such as `&quot;`, `&lt;`, `&gt;`, `{`, `}`, `|`, `\`, `^` and backquote: they arrive percent-encoded. RFC 9309 readers encode the pattern before comparing, but readers that compare bytes as written (the 1994 standard, Perl for some characters) never match. Writing the pattern encoded gives the same meaning everywhere.</source>
        <comment>check.R407.why</comment>
        <translation>実際に送られる URL には、空白、非 ASCII 文字、`&quot;`、`&lt;`、`&gt;`、`{`、`}`、`|`、`\`、`^`、バッククォートのような文字は含まれず、パーセントエンコードされて届きます。RFC 9309 準拠の実装は比較の前にパターンをエンコードしますが、書かれたとおりのバイトを比較する実装（1994 年の標準、一部の文字については Perl）は決して一致しません。パターンをエンコードして書けば、どこでも同じ意味になります。</translation>
    </message>
    <message>
        <source>Percent-encoded letter, digit or `-._~`</source>
        <comment>check.R408.title</comment>
        <translation>パーセントエンコードされた英字・数字・`-._~`</translation>
    </message>
    <message>
        <source>RFC 9309 decodes percent-encoded unreserved characters before comparing, so `/%7Euser/` and `/~user/` are the same pattern. Google&apos;s library does not decode the URL it is given, so for Googlebot `Disallow: /%7Euser/` does not block `/~user/page`. Write unreserved characters as themselves.</source>
        <comment>check.R408.why</comment>
        <translation>RFC 9309 は比較の前に、パーセントエンコードされた非予約文字をデコードするため、`/%7Euser/` と `/~user/` は同じパターンです。Google のライブラリは渡された URL をデコードしないので、Googlebot にとって `Disallow: /%7Euser/` は `/~user/page` をブロックしません。非予約文字はそのまま書いてください。</translation>
    </message>
    <message>
        <source>`Disallow: *` (or `Allow: *`)</source>
        <comment>check.R409.title</comment>
        <translation>`Disallow: *`（または `Allow: *`）</translation>
    </message>
    <message>
        <source>For readers with wildcards `*` matches every path, so the rule means `/`. Readers without wildcards (the 1994 standard, Perl, Python) take `*` as a literal character no path starts with, so the same rule matches nothing. `/` says the same thing to everyone.</source>
        <comment>check.R409.why</comment>
        <translation>ワイルドカードを扱う実装では `*` はすべてのパスに一致するため、このルールは `/` と同じ意味です。ワイルドカードを扱わない実装（1994 年の標準、Perl、Python）は `*` を、どのパスも始まることのない文字どおりの文字として扱うため、同じルールが何にも一致しません。`/` ならどの実装にも同じ意味が伝わります。</translation>
    </message>
    <message>
        <source>Wildcards that some readers take literally</source>
        <comment>check.R410.title</comment>
        <translation>一部の実装が文字どおりに解釈するワイルドカード</translation>
    </message>
    <message>
        <source>`*` inside a pattern and `$` at its end are RFC 9309 (and Google, Bing, Yandex, Ruby gem) syntax. The 1994 standard, Perl&apos;s WWW::RobotRules and Python&apos;s robotparser compare them as literal characters, so these rules match nothing for crawlers built on them. Reported once per file.</source>
        <comment>check.R410.why</comment>
        <translation>パターン内の `*` と末尾の `$` は RFC 9309（および Google、Bing、Yandex、Ruby の gem）の構文です。1994 年の標準、Perl の WWW::RobotRules、Python の robotparser はこれらを文字どおりの文字として比較するため、それらに基づくクローラーではこのルールは何にも一致しません。ファイルごとに 1 回報告します。</translation>
    </message>
    <message>
        <source>Paths that differ only in letter case</source>
        <comment>check.R411.title</comment>
        <translation>大文字小文字だけが異なるパス</translation>
    </message>
    <message>
        <source>Paths are case-sensitive: `/Admin/` and `/admin/` are different URLs and different rules. Two rules that differ only in case usually mean one of them is a typo, or that the server answers both and only one is covered.</source>
        <comment>check.R411.why</comment>
        <translation>パスは大文字小文字を区別します。`/Admin/` と `/admin/` は別の URL で、別のルールです。大文字小文字だけが異なる 2 つのルールは、たいていどちらかが打ち間違いか、サーバーが両方に応答するのに片方しかカバーされていないことを意味します。</translation>
    </message>
    <message>
        <source>Duplicate rule</source>
        <comment>check.R501.title</comment>
        <translation>重複したルール</translation>
    </message>
    <message>
        <source>The same Allow or Disallow twice in one group changes nothing for any reader; the copy is noise that makes the next edit error-prone (change one, forget the other).</source>
        <comment>check.R501.why</comment>
        <translation>1 つのグループに同じ Allow または Disallow が 2 回あっても、どの実装にとっても何も変わりません。重複は雑音で、次の編集で誤りを招きます（片方を変えて、もう片方を忘れる）。</translation>
    </message>
    <message>
        <source>Allow and Disallow with the same pattern</source>
        <comment>check.R502.title</comment>
        <translation>同じパターンの Allow と Disallow</translation>
    </message>
    <message>
        <source>When an Allow and a Disallow tie, RFC 9309 and Google let Allow win, first-match readers (Python, the Ruby gem) take whichever comes first in the file, and readers without Allow (1994, Perl) disallow. The verdict for that path depends on the crawler; keep only the one you mean.</source>
        <comment>check.R502.why</comment>
        <translation>Allow と Disallow が同点になったとき、RFC 9309 と Google は Allow を優先し、最初に一致したものを使う実装（Python、Ruby の gem）はファイル内で先に現れた方を採用し、Allow を持たない実装（1994 年、Perl）は拒否します。そのパスの判定はクローラー次第になります。意図した方だけを残してください。</translation>
    </message>
    <message>
        <source>Rule never reached by first-match readers</source>
        <comment>check.R503.title</comment>
        <translation>最初の一致を使う実装では到達しないルール</translation>
    </message>
    <message>
        <source>RFC 9309, Google, Bing and Yandex pick the longest matching rule, wherever it is. Python&apos;s robotparser and the Ruby gem take the first matching rule in file order. A specific rule placed after a broader rule of the other kind (`Allow: /` before `Disallow: /private`) is therefore applied by the first group of crawlers and never reached by the second. Put specific rules first and every reader agrees.</source>
        <comment>check.R503.why</comment>
        <translation>RFC 9309、Google、Bing、Yandex は、位置に関係なく最も長く一致するルールを選びます（最長一致）。Python の robotparser と Ruby の gem は、ファイル順で最初に一致したルールを使います。より広い反対種別のルールの後に置かれた個別のルール（`Disallow: /private` の前の `Allow: /`）は、前者のクローラーには適用されますが、後者のクローラーには決して到達しません。個別のルールを先に置けば、どの実装の判定も一致します。</translation>
    </message>
    <message>
        <source>Empty Disallow before other rules</source>
        <comment>check.R504.title</comment>
        <translation>ほかのルールより前の空の Disallow</translation>
    </message>
    <message>
        <source>An empty `Disallow:` matches nothing for RFC 9309 readers, but the 1994 standard, Perl, Python and the Ruby gem read it as &quot;everything is allowed&quot; — and as first-match readers they stop there. Every rule after it in the group is dead for them.</source>
        <comment>check.R504.why</comment>
        <translation>空の `Disallow:` は RFC 9309 準拠の実装では何にも一致しませんが、1994 年の標準、Perl、Python、Ruby の gem は「すべて許可」と読み、最初の一致を使う実装なのでそこで止まります。グループ内でその後にあるルールは、それらにとってはすべて無効です。</translation>
    </message>
    <message>
        <source>Rule already covered by a broader rule</source>
        <comment>check.R505.title</comment>
        <translation>より広いルールですでにカバーされているルール</translation>
    </message>
    <message>
        <source>`Disallow: /private/` followed by `Disallow: /private/old/` says nothing new: the first rule already covers every URL the second matches, with the same verdict, for every reader (no rule of the other kind lies between them). The narrower rule can go.</source>
        <comment>check.R505.why</comment>
        <translation>`Disallow: /private/` の後の `Disallow: /private/old/` は何も新しいことを言っていません。どの実装でも、最初のルールが 2 つ目に一致するすべての URL を同じ判定ですでにカバーしています（間に反対種別のルールはありません）。狭い方のルールは削除できます。</translation>
    </message>
    <message>
        <source>Everything blocked for all crawlers</source>
        <comment>check.R506.title</comment>
        <translation>すべてのクローラーに対してすべてをブロック</translation>
    </message>
    <message>
        <source>CSS, JavaScript or images blocked</source>
        <comment>check.R507.title</comment>
        <translation>CSS・JavaScript・画像のブロック</translation>
    </message>
    <message>
        <source>Google renders pages like a browser; when the CSS, JavaScript or images a page needs are disallowed, it sees a broken page, which can hurt how the page is understood and ranked (mobile-friendliness in particular). Block resources only when pages do not need them.</source>
        <comment>check.R507.why</comment>
        <translation>Google はブラウザと同じようにページをレンダリングします。ページに必要な CSS、JavaScript、画像が拒否されていると、壊れたページとして見えるため、ページの理解やランキング（特にモバイルフレンドリー性）に悪影響を与えることがあります。リソースをブロックするのは、ページがそれを必要としない場合だけにしてください。</translation>
    </message>
    <message>
        <source>Disallow that publishes a sensitive-looking path</source>
        <comment>check.R508.title</comment>
        <translation>機密に見えるパスを公開してしまう Disallow</translation>
    </message>
    <message>
        <source>robots.txt is public and is not access control: listing `/admin-panel/`, `/backup/` or `/.git/` tells everyone, attackers included, where to look, and does not stop anyone who ignores the file. Protect such paths with authentication and leave them out of robots.txt.</source>
        <comment>check.R508.why</comment>
        <translation>robots.txt は公開されており、アクセス制御ではありません。`/admin-panel/`、`/backup/`、`/.git/` を列挙すると、攻撃者を含む全員にどこを見ればよいかを教えることになり、ファイルを無視する者を止めることもできません。このようなパスは認証で保護し、robots.txt には書かないでください。</translation>
    </message>
    <message>
        <source>`Allow: …/index.html` that only Google extends to the directory</source>
        <comment>check.R509.title</comment>
        <translation>Google だけがディレクトリにも広げる `Allow: …/index.html`</translation>
    </message>
    <message>
        <source>Google&apos;s parser treats `Allow: /dir/index.html` as also allowing `/dir/`, the URL that usually serves it. No other reader does, so under a broader Disallow the directory URL is allowed for Googlebot and blocked for everyone else. Allow the directory explicitly (`Allow: /dir/$`) when that is the intent.</source>
        <comment>check.R509.why</comment>
        <translation>Google のパーサーは `Allow: /dir/index.html` を、通常それを返す URL である `/dir/` も許可するものとして扱います。ほかの実装はそうしないため、より広い Disallow の下では、そのディレクトリの URL は Googlebot には許可され、ほかのすべてのクローラーにはブロックされます。それが意図なら、ディレクトリを明示的に許可してください（`Allow: /dir/$`）。</translation>
    </message>
    <message>
        <source>Allow exceptions that 1994-style readers ignore</source>
        <comment>check.R510.title</comment>
        <translation>1994 年方式の実装が無視する Allow の例外</translation>
    </message>
    <message>
        <source>`Allow` is not part of the 1994 standard, and Perl&apos;s WWW::RobotRules ignores it: an Allow that carves an exception out of a broader Disallow does not exist for crawlers built on them, so the whole Disallowed area stays closed to them. Reported once per file.</source>
        <comment>check.R510.why</comment>
        <translation>`Allow` は 1994 年の標準にはなく、Perl の WWW::RobotRules はこれを無視します。より広い Disallow から例外を切り出す Allow は、それらに基づくクローラーにとって存在しないため、Disallow された領域全体がそれらに対して閉じたままになります。ファイルごとに 1 回報告します。</translation>
    </message>
    <message>
        <source>Sitemap that is not an absolute http(s) URL</source>
        <comment>check.R601.title</comment>
        <translation>絶対 http(s) URL ではない Sitemap</translation>
    </message>
    <message>
        <source>A Sitemap line must hold a fully-qualified URL (`https://example.com/sitemap.xml`). Relative paths, empty values or other schemes are ignored by search engines, so the sitemap is never discovered through robots.txt.</source>
        <comment>check.R601.why</comment>
        <translation>Sitemap 行には完全修飾 URL（`https://example.com/sitemap.xml`）を書く必要があります。相対パス、空の値、ほかのスキームは検索エンジンに無視されるため、サイトマップが robots.txt から見つけられることはありません。</translation>
    </message>
    <message>
        <source>Crawl-delay that is not a number</source>
        <comment>check.R602.title</comment>
        <translation>数値ではない Crawl-delay</translation>
    </message>
    <message>
        <source>Crawl-delay takes a number of seconds. Crawlers that honour it (Bing, Yandex, Python&apos;s robotparser) ignore a value they cannot read, so no delay applies.</source>
        <comment>check.R602.why</comment>
        <translation>Crawl-delay には秒数を書きます。これに従うクローラー（Bing、Yandex、Python の robotparser）は読めない値を無視するため、遅延は適用されません。</translation>
    </message>
    <message>
        <source>Fractional Crawl-delay</source>
        <comment>check.R603.title</comment>
        <translation>小数の Crawl-delay</translation>
    </message>
    <message>
        <source>Bing and Yandex accept `Crawl-delay: 0.5`, but Python&apos;s robotparser accepts digits only and ignores the line — a crawler built on it applies no delay at all.</source>
        <comment>check.R603.why</comment>
        <translation>Bing と Yandex は `Crawl-delay: 0.5` を受け付けますが、Python の robotparser は数字しか受け付けずにその行を無視します。これに基づくクローラーは遅延をまったく適用しません。</translation>
    </message>
    <message>
        <source>Request-rate that is not `n/seconds`</source>
        <comment>check.R604.title</comment>
        <translation>`n/seconds` の形ではない Request-rate</translation>
    </message>
    <message>
        <source>Request-rate is written as requests/seconds (`Request-rate: 1/5`). Python&apos;s robotparser, the main reader of this extension, ignores any other form.</source>
        <comment>check.R604.why</comment>
        <translation>Request-rate はリクエスト数/秒数の形で書きます（`Request-rate: 1/5`）。この拡張の主な読み手である Python の robotparser は、ほかの形をすべて無視します。</translation>
    </message>
    <message>
        <source>Malformed Clean-param</source>
        <comment>check.R605.title</comment>
        <translation>不正な形式の Clean-param</translation>
    </message>
    <message>
        <source>Yandex&apos;s Clean-param takes parameter names joined by `&amp;`, optionally followed by a path prefix (`Clean-param: ref&amp;utm_source /catalog/`). Anything else is ignored, so the duplicate URLs it was meant to merge are all crawled.</source>
        <comment>check.R605.why</comment>
        <translation>Yandex の Clean-param には、`&amp;` でつないだパラメーター名と、省略可能なパスの接頭辞を書きます（`Clean-param: ref&amp;utm_source /catalog/`）。それ以外は無視されるため、統合するはずだった重複 URL がすべてクロールされます。</translation>
    </message>
    <message>
        <source>Malformed Host</source>
        <comment>check.R606.title</comment>
        <translation>不正な形式の Host</translation>
    </message>
    <message>
        <source>Yandex&apos;s Host directive took a single host name, optionally with a port or an https:// prefix. A path, a list or a malformed name was ignored.</source>
        <comment>check.R606.why</comment>
        <translation>Yandex の Host ディレクティブには、ポートまたは https:// の接頭辞を付けてもよい単一のホスト名を書くことになっていました。パス、リスト、不正な形式の名前は無視されました。</translation>
    </message>
    <message>
        <source>Host directive (deprecated)</source>
        <comment>check.R607.title</comment>
        <translation>Host ディレクティブ（非推奨）</translation>
    </message>
    <message>
        <source>Host told Yandex which mirror of a site was the main one. Yandex stopped using it in 2018 in favour of 301 redirects, and no other crawler ever read it; the line does nothing today.</source>
        <comment>check.R607.why</comment>
        <translation>Host は、サイトのどのミラーがメインかを Yandex に伝えるものでした。Yandex は 2018 年に 301 リダイレクトを優先してその使用をやめ、ほかのクローラーはもともと読んでいません。現在この行は何もしません。</translation>
    </message>
    <message>
        <source>Crawl-delay or Request-rate before any User-agent</source>
        <comment>check.R608.title</comment>
        <translation>User-agent より前の Crawl-delay または Request-rate</translation>
    </message>
    <message>
        <source>Crawl-delay and Request-rate belong to the group of the User-agent lines above them. Before the first User-agent they belong to no group, and the crawlers that honour them ignore the line.</source>
        <comment>check.R608.why</comment>
        <translation>Crawl-delay と Request-rate は、その上にある User-agent 行のグループに属します。最初の User-agent より前にあると、どのグループにも属さず、これらに従うクローラーはその行を無視します。</translation>
    </message>
    <message>
        <source>The file is empty: every crawler may fetch every URL</source>
        <comment>diag.R101.empty</comment>
        <translation>ファイルが空です: どのクローラーもすべての URL を取得できます</translation>
    </message>
    <message>
        <source>The file has only comments and blank lines: every crawler may fetch every URL</source>
        <comment>diag.R101</comment>
        <translation>ファイルにはコメントと空行しかありません: どのクローラーもすべての URL を取得できます</translation>
    </message>
    <message>
        <source>A byte order mark saved again as `ï»¿` (UTF-8 read as Latin-1 and encoded once more): no reader recognises the key on line 1</source>
        <comment>diag.R104.mangled</comment>
        <translation>バイトオーダーマークが `ï»¿` として保存し直されています（UTF-8 を Latin-1 として読み、もう一度エンコードしたもの）: 1 行目のキーはどの実装にも認識されません</translation>
    </message>
    <message>
        <source>Remove the mangled byte order mark</source>
        <comment>fix.R104.mangled</comment>
        <translation>壊れたバイトオーダーマークを削除</translation>
    </message>
    <message>
        <source>UTF-8 byte order mark: taken as part of the first key by %1, so line 1 (%2) is ignored there</source>
        <comment>diag.R104.key</comment>
        <translation>UTF-8 のバイトオーダーマーク: %1 では最初のキーの一部とみなされるため、1 行目（%2）はそこで無視されます</translation>
    </message>
    <message>
        <source>UTF-8 byte order mark: harmless here (line 1 is not a record), but kept as text by %1</source>
        <comment>diag.R104</comment>
        <translation>UTF-8 のバイトオーダーマーク: ここでは無害ですが（1 行目はレコードではありません）、%1 ではテキストとして残ります</translation>
    </message>
    <message>
        <source>Remove the byte order mark</source>
        <comment>fix.R104</comment>
        <translation>バイトオーダーマークを削除</translation>
    </message>
    <message>
        <source>Line %1 contains %2: a line break for %3</source>
        <comment>diag.R105.break</comment>
        <translation>%1 行目に %2 が含まれています: %3 では改行になります</translation>
    </message>
    <message>
        <source>Line %1 has bytes that are not UTF-8 (%2): crawlers decode them differently</source>
        <comment>diag.R103</comment>
        <translation>%1 行目に UTF-8 ではないバイト（%2）があります: クローラーによってデコードのされ方が異なります</translation>
    </message>
    <message>
        <source>Re-encode the line from Windows-1252 to UTF-8</source>
        <comment>fix.R103</comment>
        <translation>この行を Windows-1252 から UTF-8 にエンコードし直す</translation>
    </message>
    <message>
        <source>Line %1 contains %2</source>
        <comment>diag.R105</comment>
        <translation>%1 行目に %2 が含まれています</translation>
    </message>
    <message>
        <source>Remove the control characters from line %1</source>
        <comment>fix.R105</comment>
        <translation>%1 行目から制御文字を削除</translation>
    </message>
    <message>
        <source>This looks like %1, not a robots.txt: crawlers find no rules in it</source>
        <comment>diag.R106</comment>
        <translation>これは robots.txt ではなく %1 のようです: クローラーはここからルールを見つけられません</translation>
    </message>
    <message>
        <source>Windows (CRLF) line endings: every reader accepts them</source>
        <comment>diag.R107.crlf</comment>
        <translation>Windows（CRLF）の改行コード: どの実装も受け付けます</translation>
    </message>
    <message>
        <source>Old Mac (CR) line endings: RFC 9309 accepts them, but many tools see one long line</source>
        <comment>diag.R107.cr</comment>
        <translation>旧 Mac（CR）の改行コード: RFC 9309 は受け付けますが、多くのツールには長い 1 行に見えます</translation>
    </message>
    <message>
        <source>Convert every line ending to LF</source>
        <comment>fix.R107.lf</comment>
        <translation>すべての改行を LF に変換</translation>
    </message>
    <message>
        <source>Mixed line endings: %1 LF, %2 CRLF, %3 CR; line %4 ends with %5</source>
        <comment>diag.R107.mixed</comment>
        <translation>改行コードが混在しています: LF %1 行、CRLF %2 行、CR %3 行。%4 行目は %5 で終わっています</translation>
    </message>
    <message>
        <source>Convert every line ending to %1</source>
        <comment>fix.R107.mixed</comment>
        <translation>すべての改行を %1 に変換</translation>
    </message>
    <message>
        <source>Rule before any User-agent line: ignored by %1, applied to every crawler by %2</source>
        <comment>diag.R301</comment>
        <translation>User-agent 行より前のルール: %1 では無視され、%2 ではすべてのクローラーに適用されます</translation>
    </message>
    <message>
        <source>Insert `User-agent: *` before line %1</source>
        <comment>fix.R301</comment>
        <translation>%1 行目の前に `User-agent: *` を挿入</translation>
    </message>
    <message>
        <source>User-agent after a rule (line %1) without a blank line: no line of the record above ends it for %2, so this User-agent joins that record and its agents share all the rules</source>
        <comment>diag.R302.merge</comment>
        <translation>ルール（%1 行目）の後に空行なしで User-agent があります: %2 では上のレコードを終える行がないため、この User-agent はそのレコードに合流し、エージェントはすべてのルールを共有します</translation>
    </message>
    <message>
        <source>User-agent after a rule (line %1) without a blank line: a malformed record for the 1994 standard; every modelled reader starts a new group here, as if a blank line were there</source>
        <comment>diag.R302</comment>
        <translation>ルール（%1 行目）の後に空行なしで User-agent があります: 1994 年の標準では不正なレコードです。モデル化しているすべての実装は、空行があるものとみなしてここから新しいグループを始めます</translation>
    </message>
    <message>
        <source>The rule that ends the record</source>
        <comment>diag.R302.rule</comment>
        <translation>レコードを終えるルール</translation>
    </message>
    <message>
        <source>Insert a blank line before line %1</source>
        <comment>fix.R302</comment>
        <translation>%1 行目の前に空行を挿入</translation>
    </message>
    <message>
        <source>Blank line inside a group: RFC 9309 continues the group, but the record ends here for %1, so the User-agent lines above it get no rules there</source>
        <comment>diag.R303.agents</comment>
        <translation>グループ内の空行: RFC 9309 ではグループが続きますが、%1 ではここでレコードが終わるため、上の User-agent 行にはそこでルールがありません</translation>
    </message>
    <message>
        <source>Blank line inside a group: RFC 9309 continues the group, but the record ends here for %1, so the rules below it belong to no User-agent there</source>
        <comment>diag.R303.rules</comment>
        <translation>グループ内の空行: RFC 9309 ではグループが続きますが、%1 ではここでレコードが終わるため、下のルールはそこでどの User-agent にも属しません</translation>
    </message>
    <message>
        <source>The group starts here</source>
        <comment>diag.R303.group</comment>
        <translation>グループはここから始まります</translation>
    </message>
    <message>
        <source>Another blank line inside the group</source>
        <comment>diag.R303.more</comment>
        <translation>グループ内のもう 1 つの空行</translation>
    </message>
    <message>
        <source>Delete the %1 blank lines inside the group</source>
        <comment>fix.R303.many</comment>
        <translation>グループ内の空行 %1 行を削除</translation>
    </message>
    <message>
        <source>Delete the blank line %1</source>
        <comment>fix.R303</comment>
        <translation>空行（%1 行目）を削除</translation>
    </message>
    <message>
        <source>User-agent %1 has no Allow or Disallow: RFC 9309 lets it fetch everything, but Python&apos;s robotparser drops the group and uses the `*` rules</source>
        <comment>diag.R304</comment>
        <translation>User-agent %1 には Allow も Disallow もありません: RFC 9309 ではすべてを取得できますが、Python の robotparser はこのグループを捨てて `*` のルールを使います</translation>
    </message>
    <message>
        <source>Add `Disallow:` (allow everything) after line %1</source>
        <comment>fix.R304</comment>
        <translation>%1 行目の後に `Disallow:`（すべて許可）を追加</translation>
    </message>
    <message>
        <source>Another `User-agent: *` group (the first is on line %1): RFC 9309 and Google merge them, Python uses only the first, the 1994 standard forbids it</source>
        <comment>diag.R307</comment>
        <translation>もう 1 つの `User-agent: *` グループ（最初のものは %1 行目）: RFC 9309 と Google はこれらを統合し、Python は最初のものだけを使い、1994 年の標準はこれを禁じています</translation>
    </message>
    <message>
        <source>The first `*` group</source>
        <comment>diag.R307.first</comment>
        <translation>最初の `*` グループ</translation>
    </message>
    <message>
        <source>Empty User-agent value: the group below names no crawler</source>
        <comment>diag.R305</comment>
        <translation>空の User-agent 値: 下のグループはどのクローラーも指していません</translation>
    </message>
    <message>
        <source>Write the product token %1</source>
        <comment>fix.R306</comment>
        <translation>プロダクトトークン %1 と書く</translation>
    </message>
    <message>
        <source>%1 is also named by the group on line %2: RFC 9309 and Google merge the groups; only the first is used by %3</source>
        <comment>diag.R308</comment>
        <translation>%1 は %2 行目のグループでも指定されています: RFC 9309 と Google はグループを統合しますが、%3 では最初のものだけが使われます</translation>
    </message>
    <message>
        <source>First group naming %1</source>
        <comment>diag.R308.first</comment>
        <translation>%1 を指定する最初のグループ</translation>
    </message>
    <message>
        <source>%1 between User-agent lines does not end the group for %2: %3 (line %4) shares the rules of %5 (line %6); a new group starts at line %6 for %7 (google/robotstxt issue #51)</source>
        <comment>diag.R309</comment>
        <translation>User-agent 行の間の %1 は、%2 ではグループを終えません: %3（%4 行目）は %5（%6 行目）のルールを共有します。%7 では %6 行目から新しいグループが始まります（google/robotstxt issue #51）</translation>
    </message>
    <message>
        <source>%1 between User-agent lines does not end the group: %2 (line %3) shares the rules of %4 (line %5) (google/robotstxt issue #51)</source>
        <comment>diag.R309.all</comment>
        <translation>User-agent 行の間の %1 はグループを終えません: %2（%3 行目）は %4（%5 行目）のルールを共有します（google/robotstxt issue #51）</translation>
    </message>
    <message>
        <source>This User-agent joins the group above</source>
        <comment>diag.R309.agent</comment>
        <translation>この User-agent は上のグループに合流します</translation>
    </message>
    <message>
        <source>End the group with `Disallow:` after line %1</source>
        <comment>fix.R309</comment>
        <translation>%1 行目の後に `Disallow:` を置いてグループを終える</translation>
    </message>
    <message>
        <source>A `*` rule that does not apply to %1</source>
        <comment>diag.R310.rule</comment>
        <translation>%1 には適用されない `*` のルール</translation>
    </message>
    <message>
        <source>Repeat the %1 `*` Disallow rule(s) in this group</source>
        <comment>fix.R310</comment>
        <translation>`*` の Disallow ルール %1 件をこのグループにも書く</translation>
    </message>
    <message>
        <source>Missing colon after %1: the key runs to the `:` in the value, so the line means something else, or nothing, to every reader</source>
        <comment>diag.R201.value-colon</comment>
        <translation>%1 の後のコロンがありません: キーが値の中の `:` まで続くため、この行はどの実装にとっても別の意味になるか、何の意味も持ちません</translation>
    </message>
    <message>
        <source>Insert a colon after %1</source>
        <comment>fix.R201</comment>
        <translation>%1 の後にコロンを挿入</translation>
    </message>
    <message>
        <source>Key %1 contains %2: read as %4 only by %3</source>
        <comment>diag.R208.typo</comment>
        <translation>キー %1 に %2 が含まれています: %3 だけが %4 として読みます</translation>
    </message>
    <message>
        <source>Key %1 contains %2: no reader recognises it as %3</source>
        <comment>diag.R208</comment>
        <translation>キー %1 に %2 が含まれています: どの実装も %3 とは認識しません</translation>
    </message>
    <message>
        <source>Write the key as %1</source>
        <comment>fix.rename-key</comment>
        <translation>キーを %1 と書く</translation>
    </message>
    <message>
        <source>Key %1 contains invisible characters</source>
        <comment>diag.R208.invisible</comment>
        <translation>キー %1 に不可視文字が含まれています</translation>
    </message>
    <message>
        <source>Remove the invisible characters</source>
        <comment>fix.R208.invisible</comment>
        <translation>不可視文字を削除</translation>
    </message>
    <message>
        <source>Unknown key %1 (did you mean %2?): every reader ignores this line</source>
        <comment>diag.R202.suggest</comment>
        <translation>不明なキー %1（%2 の誤りでは？）: どの実装もこの行を無視します</translation>
    </message>
    <message>
        <source>Unknown key %1: every reader ignores this line</source>
        <comment>diag.R202</comment>
        <translation>不明なキー %1: どの実装もこの行を無視します</translation>
    </message>
    <message>
        <source>%1 is a misspelling of %2 accepted only by %3; the line is ignored by %4</source>
        <comment>diag.R203</comment>
        <translation>%1 は %2 の綴り誤りで、受け付けるのは %3 だけです。%4 ではこの行は無視されます</translation>
    </message>
    <message>
        <source>%1 is read as %2 only by %3 (keys matched by prefix); the line is ignored by %4</source>
        <comment>diag.R204</comment>
        <translation>%1 を %2 として読むのは %3 だけです（キーの前方一致）。%4 ではこの行は無視されます</translation>
    </message>
    <message>
        <source>%1 in robots.txt has no effect: no crawler acts on it (Google stopped in 2019); use a robots meta tag or X-Robots-Tag header</source>
        <comment>diag.R206.noindex</comment>
        <translation>robots.txt の %1 には効果がありません: どのクローラーも従いません（Google は 2019 年にやめました）。robots メタタグか X-Robots-Tag ヘッダーを使ってください</translation>
    </message>
    <message>
        <source>%1 is a known extension, but none of the modelled crawlers acts on it</source>
        <comment>diag.R206</comment>
        <translation>%1 は既知の拡張ですが、モデル化しているクローラーはどれも従いません</translation>
    </message>
    <message>
        <source>Delete line %1</source>
        <comment>fix.delete-line</comment>
        <translation>%1 行目を削除</translation>
    </message>
    <message>
        <source>Missing colon after %1: the line is read only by %2 and ignored by %3</source>
        <comment>diag.R201</comment>
        <translation>%1 の後のコロンがありません: この行を読むのは %2 だけで、%3 では無視されます</translation>
    </message>
    <message>
        <source>Line %1 is not `key: value` (no colon after %2): every reader ignores it</source>
        <comment>diag.R209.colon</comment>
        <translation>%1 行目は `key: value` ではありません（%2 の後にコロンがない）: どの実装もこの行を無視します</translation>
    </message>
    <message>
        <source>Line %1 is not `key: value`: every reader ignores it</source>
        <comment>diag.R209</comment>
        <translation>%1 行目は `key: value` ではありません: どの実装もこの行を無視します</translation>
    </message>
    <message>
        <source>Line %1 is %2 bytes long; google reads only the first %3</source>
        <comment>diag.R207</comment>
        <translation>%1 行目の長さは %2 バイトです: google は先頭の %3 バイトしか読みません</translation>
    </message>
    <message>
        <source>%1 (%2 lines) is honoured only by %3 and ignored by %4</source>
        <comment>diag.R205.many</comment>
        <translation>%1（%2 行）に従うのは %3 だけで、%4 では無視されます</translation>
    </message>
    <message>
        <source>%1 is honoured only by %2 and ignored by %3</source>
        <comment>diag.R205</comment>
        <translation>%1 に従うのは %2 だけで、%3 では無視されます</translation>
    </message>
    <message>
        <source>%1 is a URL, not a path: it matches no path; only www-robotrules resolves it (for the same host)</source>
        <comment>diag.R402</comment>
        <translation>%1 はパスではなく URL です: どのパスにも一致しません。これを解決するのは www-robotrules だけです（同じホストの場合）</translation>
    </message>
    <message>
        <source>Keep only the path %1</source>
        <comment>fix.R402</comment>
        <translation>パス %1 だけを残す</translation>
    </message>
    <message>
        <source>%1 means every path for %2 but nothing for %3 (no wildcards); write `/`</source>
        <comment>diag.R409</comment>
        <translation>%1 は %2 ではすべてのパスを意味しますが、%3 では何も意味しません（ワイルドカードなし）。`/` と書いてください</translation>
    </message>
    <message>
        <source>Replace %1 with `/`</source>
        <comment>fix.R409</comment>
        <translation>%1 を `/` に置き換える</translation>
    </message>
    <message>
        <source>%1 does not start with `/` or `*`: URL paths always start with `/`, so it matches nothing</source>
        <comment>diag.R401</comment>
        <translation>%1 は `/` でも `*` でも始まっていません: URL パスは常に `/` で始まるため、何にも一致しません</translation>
    </message>
    <message>
        <source>Insert `/` at the start</source>
        <comment>fix.R401</comment>
        <translation>先頭に `/` を挿入</translation>
    </message>
    <message>
        <source>`$` anchors only at the end of a pattern; here it is a literal `$` (write `%24` if you mean one)</source>
        <comment>diag.R403</comment>
        <translation>`$` が固定するのはパターンの末尾だけです。ここでは文字どおりの `$` です（その意味なら `%24` と書いてください）</translation>
    </message>
    <message>
        <source>Trailing `*` adds nothing for %1 (patterns are prefixes) and makes the rule match nothing for %2</source>
        <comment>diag.R404</comment>
        <translation>末尾の `*` は %1 では何も加えず（パターンは前方一致）、%2 ではルールが何にも一致しなくなります</translation>
    </message>
    <message>
        <source>Trailing `*` adds nothing: patterns are prefixes</source>
        <comment>diag.R404.hint</comment>
        <translation>末尾の `*` は何も加えません: パターンは前方一致です</translation>
    </message>
    <message>
        <source>Write %1</source>
        <comment>fix.R404</comment>
        <translation>%1 と書く</translation>
    </message>
    <message>
        <source>`**` is the same as `*` in robots.txt</source>
        <comment>diag.R405</comment>
        <translation>robots.txt では `**` は `*` と同じです</translation>
    </message>
    <message>
        <source>Write %1</source>
        <comment>fix.R405</comment>
        <translation>%1 と書く</translation>
    </message>
    <message>
        <source>`%` not followed by two hex digits: readers normalise it differently; write `%25` for a literal percent sign</source>
        <comment>diag.R406</comment>
        <translation>`%` の後に 16 進数字 2 桁がありません: 実装によって正規化のされ方が異なります。文字どおりのパーセント記号は `%25` と書いてください</translation>
    </message>
    <message>
        <source>Write `%25`</source>
        <comment>fix.R406</comment>
        <translation>`%25` と書く</translation>
    </message>
    <message>
        <source>%1 percent-encodes unreserved characters: RFC 9309 decodes them, but the URL is compared as given by %2, so %3 is not matched</source>
        <comment>diag.R408</comment>
        <translation>%1 は非予約文字をパーセントエンコードしています: RFC 9309 はデコードしますが、%2 では URL がそのまま比較されるため、%3 には一致しません</translation>
    </message>
    <message>
        <source>Write %1</source>
        <comment>fix.R408</comment>
        <translation>%1 と書く</translation>
    </message>
    <message>
        <source>%1 contains %2 that URLs carry percent-encoded; readers that compare bytes as written will not match it</source>
        <comment>diag.R407</comment>
        <translation>%1 には、URL ではパーセントエンコードされて届く %2 が含まれています: 書かれたとおりのバイトを比較する実装では一致しません</translation>
    </message>
    <message>
        <source>Write %1</source>
        <comment>fix.R407</comment>
        <translation>%1 と書く</translation>
    </message>
    <message>
        <source>%1 differs from %2 (line %3) only in letter case: paths are case-sensitive, these are different URLs</source>
        <comment>diag.R411</comment>
        <translation>%1 は %2（%3 行目）と大文字小文字だけが異なります: パスは大文字小文字を区別するため、これらは別の URL です</translation>
    </message>
    <message>
        <source>The other spelling</source>
        <comment>diag.R411.other</comment>
        <translation>もう一方の書き方</translation>
    </message>
    <message>
        <source>%1 rules use `*` or `$`, which are taken literally by %2: these rules match nothing there</source>
        <comment>diag.R410.many</comment>
        <translation>%1 件のルールが `*` または `$` を使っていますが、%2 ではこれらは文字どおりに解釈されます: そこではこれらのルールは何にも一致しません</translation>
    </message>
    <message>
        <source>This rule uses `*` or `$`, which are taken literally by %1: it matches nothing there</source>
        <comment>diag.R410</comment>
        <translation>このルールは `*` または `$` を使っていますが、%1 ではこれらは文字どおりに解釈されます: そこでは何にも一致しません</translation>
    </message>
    <message>
        <source>Allow (line %1) and Disallow (line %2) with the same pattern %3: allowed for %4, disallowed for %5</source>
        <comment>diag.R502</comment>
        <translation>同じパターン %3 の Allow（%1 行目）と Disallow（%2 行目）: %4 では許可、%5 では拒否になります</translation>
    </message>
    <message>
        <source>The rule it ties with</source>
        <comment>diag.R502.other</comment>
        <translation>同点になるルール</translation>
    </message>
    <message>
        <source>Keep the Allow (delete line %1)</source>
        <comment>fix.R502.allow</comment>
        <translation>Allow を残す（%1 行目を削除）</translation>
    </message>
    <message>
        <source>Keep the Disallow (delete line %1)</source>
        <comment>fix.R502.disallow</comment>
        <translation>Disallow を残す（%1 行目を削除）</translation>
    </message>
    <message>
        <source>Duplicate of line %1</source>
        <comment>diag.R501</comment>
        <translation>%1 行目の重複です</translation>
    </message>
    <message>
        <source>The first copy</source>
        <comment>diag.R501.first</comment>
        <translation>最初のもの</translation>
    </message>
    <message>
        <source>Never decides for %1: %2 on line %3 matches first (first match wins there); RFC 9309 readers apply this rule (longest match)</source>
        <comment>diag.R503</comment>
        <translation>%1 では決して判定を決めません: %3 行目の %2 が先に一致します（そこでは最初の一致が優先）。RFC 9309 準拠の実装はこのルールを適用します（最長一致）</translation>
    </message>
    <message>
        <source>The broader rule first-match readers stop at</source>
        <comment>diag.R503.first</comment>
        <translation>最初の一致を使う実装が止まる、より広いルール</translation>
    </message>
    <message>
        <source>Move line %1 above line %2</source>
        <comment>fix.R503</comment>
        <translation>%1 行目を %2 行目の上に移動</translation>
    </message>
    <message>
        <source>Empty `Disallow:` before other rules: read as &quot;allow everything&quot; by %1, where the first match wins, so %2 (line %3) and the rules after it never apply there</source>
        <comment>diag.R504</comment>
        <translation>ほかのルールより前の空の `Disallow:`: 最初の一致が優先される %1 では「すべて許可」と読まれるため、%2（%3 行目）とその後のルールはそこでは決して適用されません</translation>
    </message>
    <message>
        <source>A rule that never applies</source>
        <comment>diag.R504.dead</comment>
        <translation>決して適用されないルール</translation>
    </message>
    <message>
        <source>Already covered by %1 on line %2: every reader gives the same verdict without this rule</source>
        <comment>diag.R505</comment>
        <translation>%2 行目の %1 ですでにカバーされています: このルールがなくても、どの実装も同じ判定を下します</translation>
    </message>
    <message>
        <source>The broader rule</source>
        <comment>diag.R505.broader</comment>
        <translation>より広いルール</translation>
    </message>
    <message>
        <source>Every crawler without a group of its own is blocked from the whole site (%1 group(s) name specific crawlers)</source>
        <comment>diag.R506.others</comment>
        <translation>専用のグループを持たないすべてのクローラーが、サイト全体からブロックされています（%1 個のグループが個別のクローラーを指定しています）</translation>
    </message>
    <message>
        <source>Every crawler is blocked from the whole site</source>
        <comment>diag.R506</comment>
        <translation>すべてのクローラーがサイト全体からブロックされています</translation>
    </message>
    <message>
        <source>%1 blocks %2: Google renders pages with them, and blocked resources make pages look broken to it</source>
        <comment>diag.R507</comment>
        <translation>%1 は %2 をブロックしています: Google はこれらを使ってページをレンダリングするため、ブロックされたリソースがあるとページが壊れて見えます</translation>
    </message>
    <message>
        <source>%1 tells everyone where %2 is: robots.txt is public and does not protect it (RFC 9309 §3)</source>
        <comment>diag.R508</comment>
        <translation>%1 は %2 の場所を全員に知らせています: robots.txt は公開されており、これを保護しません（RFC 9309 §3）</translation>
    </message>
    <message>
        <source>%1 also allows the directory %2, but only for %3; for %4 %2 stays blocked by %5 (line %6)</source>
        <comment>diag.R509</comment>
        <translation>%1 はディレクトリ %2 も許可しますが、それは %3 だけです。%4 では %2 は %5（%6 行目）でブロックされたままです</translation>
    </message>
    <message>
        <source>Also allow the directory: add `Allow: %1$`</source>
        <comment>fix.R509</comment>
        <translation>ディレクトリも許可する: `Allow: %1$` を追加</translation>
    </message>
    <message>
        <source>%1 Allow rules carve exceptions out of broader Disallows; Allow does not exist for %2, so the whole Disallowed areas stay closed there</source>
        <comment>diag.R510.many</comment>
        <translation>%1 件の Allow ルールが、より広い Disallow から例外を切り出しています: %2 には Allow が存在しないため、そこでは Disallow された領域全体が閉じたままです</translation>
    </message>
    <message>
        <source>This Allow carves an exception out of a broader Disallow; Allow does not exist for %1, so the whole Disallowed area stays closed there</source>
        <comment>diag.R510</comment>
        <translation>この Allow は、より広い Disallow から例外を切り出しています: %1 には Allow が存在しないため、そこでは Disallow された領域全体が閉じたままです</translation>
    </message>
    <message>
        <source>Empty Sitemap: search engines ignore the line</source>
        <comment>diag.R601.empty</comment>
        <translation>空の Sitemap: 検索エンジンはこの行を無視します</translation>
    </message>
    <message>
        <source>Sitemap %1 is a relative URL: it must be absolute (https://host/…), search engines ignore it</source>
        <comment>diag.R601.relative</comment>
        <translation>Sitemap %1 は相対 URL です: 絶対 URL（https://host/…）でなければならず、検索エンジンは無視します</translation>
    </message>
    <message>
        <source>Sitemap %1 is not an absolute http(s) URL: search engines ignore it</source>
        <comment>diag.R601</comment>
        <translation>Sitemap %1 は絶対 http(s) URL ではありません: 検索エンジンは無視します</translation>
    </message>
    <message>
        <source>Crawl-delay %1 is not a number of seconds: ignored by %2</source>
        <comment>diag.R602</comment>
        <translation>Crawl-delay %1 は秒数ではありません: %2 では無視されます</translation>
    </message>
    <message>
        <source>Crawl-delay %1 is not a whole number: ignored by %2, which read digits only</source>
        <comment>diag.R603</comment>
        <translation>Crawl-delay %1 は整数ではありません: 数字しか読まない %2 では無視されます</translation>
    </message>
    <message>
        <source>Request-rate %1 is not `requests/seconds`: ignored by %2</source>
        <comment>diag.R604</comment>
        <translation>Request-rate %1 は `requests/seconds` の形ではありません: %2 では無視されます</translation>
    </message>
    <message>
        <source>Clean-param %1 is not `param[&amp;param…] [path]`: ignored by %2</source>
        <comment>diag.R605</comment>
        <translation>Clean-param %1 は `param[&amp;param…] [path]` の形ではありません: %2 では無視されます</translation>
    </message>
    <message>
        <source>Host %1 is not a host name (with an optional port or https://)</source>
        <comment>diag.R606</comment>
        <translation>Host %1 はホスト名ではありません（ポートまたは https:// は付けてもかまいません）</translation>
    </message>
    <message>
        <source>Host is deprecated: Yandex stopped reading it in 2018 (use a 301 redirect to the main mirror)</source>
        <comment>diag.R607</comment>
        <translation>Host は非推奨です: Yandex は 2018 年に読むのをやめました（メインのミラーへの 301 リダイレクトを使ってください）</translation>
    </message>
    <message>
        <source>%1 before any User-agent line belongs to no group: ignored by %2</source>
        <comment>diag.R608</comment>
        <translation>User-agent 行より前の %1 はどのグループにも属しません: %2 では無視されます</translation>
    </message>
    <message>
        <source>Longest matching pattern wins; on a tie Allow wins (§2.2.2)</source>
        <comment>dialect.rfc9309.choice.longest-match</comment>
        <translation>最も長く一致するパターンが優先。同点なら Allow が優先（§2.2.2）</translation>
    </message>
    <message>
        <source>All groups naming the agent are merged; `*` only when none does (§2.2.1)</source>
        <comment>dialect.rfc9309.choice.merge-groups</comment>
        <translation>エージェントを指すすべてのグループを統合。`*` はどれも指さない場合だけ（§2.2.1）</translation>
    </message>
    <message>
        <source>Blank lines do not end groups; a User-agent after a rule does (§2.1)</source>
        <comment>dialect.rfc9309.choice.blank-lines</comment>
        <translation>空行はグループを終えない。ルールの後の User-agent が終える（§2.1）</translation>
    </message>
    <message>
        <source>`*` and a final `$` are special (§2.2.3)</source>
        <comment>dialect.rfc9309.choice.wildcards</comment>
        <translation>`*` と末尾の `$` は特殊文字（§2.2.3）</translation>
    </message>
    <message>
        <source>Both sides percent-normalised before comparing (§2.2.2)</source>
        <comment>dialect.rfc9309.choice.encoding</comment>
        <translation>比較の前に両側をパーセント正規化（§2.2.2）</translation>
    </message>
    <message>
        <source>500 KiB parsed; /robots.txt always allowed</source>
        <comment>dialect.rfc9309.choice.limit</comment>
        <translation>500 KiB まで解析。/robots.txt は常に許可</translation>
    </message>
    <message>
        <source>Accepts key typos (`Dissallow`, `useragent`) and keys by prefix</source>
        <comment>dialect.google.choice.typos</comment>
        <translation>キーの綴り誤り（`Dissallow`、`useragent`）と前方一致のキーを受け付ける</translation>
    </message>
    <message>
        <source>Accepts `Disallow /x` without a colon</source>
        <comment>dialect.google.choice.missing-colon</comment>
        <translation>コロンのない `Disallow /x` を受け付ける</translation>
    </message>
    <message>
        <source>`Googlebot/2.1` in the file means `Googlebot`</source>
        <comment>dialect.google.choice.agent-token</comment>
        <translation>ファイル内の `Googlebot/2.1` は `Googlebot` を意味する</translation>
    </message>
    <message>
        <source>Non-rule lines between User-agent lines keep them in one group (issue #51)</source>
        <comment>dialect.google.choice.agent-run</comment>
        <translation>User-agent 行の間にあるルール以外の行は、それらを 1 つのグループにまとめたままにする（issue #51）</translation>
    </message>
    <message>
        <source>`Allow: /d/index.html` also allows `/d/`</source>
        <comment>dialect.google.choice.index-html</comment>
        <translation>`Allow: /d/index.html` は `/d/` も許可する</translation>
    </message>
    <message>
        <source>Only the pattern is percent-normalised, not the URL</source>
        <comment>dialect.google.choice.encoding</comment>
        <translation>パーセント正規化するのはパターンだけで、URL はしない</translation>
    </message>
    <message>
        <source>Lines cut at 16,664 bytes; Crawl-delay ignored</source>
        <comment>dialect.google.choice.line-limit</comment>
        <translation>行は 16,664 バイトで切られる。Crawl-delay は無視</translation>
    </message>
    <message>
        <source>Most specific (longest) rule wins</source>
        <comment>dialect.bing.choice.longest-match</comment>
        <translation>最も具体的な（最も長い）ルールが優先</translation>
    </message>
    <message>
        <source>Crawl-delay honoured, even from `*` when a group names bingbot</source>
        <comment>dialect.bing.choice.crawl-delay</comment>
        <translation>Crawl-delay に従う。bingbot を指すグループがあっても `*` の値を使う</translation>
    </message>
    <message>
        <source>A Crawl-delay line belongs to its group: a User-agent after it starts a new group</source>
        <comment>dialect.bing.choice.group</comment>
        <translation>Crawl-delay 行はそのグループに属し、その後の User-agent は新しいグループを始める</translation>
    </message>
    <message>
        <source>`User-agent: Yandex` applies to every Yandex robot</source>
        <comment>dialect.yandex.choice.family</comment>
        <translation>`User-agent: Yandex` はすべての Yandex ロボットに適用</translation>
    </message>
    <message>
        <source>Allow/Disallow sorted by length; the last one that applies wins</source>
        <comment>dialect.yandex.choice.sorted</comment>
        <translation>Allow/Disallow を長さ順に並べ、適用される最後のものが優先</translation>
    </message>
    <message>
        <source>Clean-param, Host and Crawl-delay understood</source>
        <comment>dialect.yandex.choice.records</comment>
        <translation>Clean-param、Host、Crawl-delay を理解する</translation>
    </message>
    <message>
        <source>A robots.txt over 500 KB allows everything</source>
        <comment>dialect.yandex.choice.size</comment>
        <translation>500 KB を超える robots.txt はすべて許可</translation>
    </message>
    <message>
        <source>Records are separated by blank lines</source>
        <comment>dialect.norobots1994.choice.records</comment>
        <translation>レコードは空行で区切られる</translation>
    </message>
    <message>
        <source>Only User-agent and Disallow; no Allow, no wildcards</source>
        <comment>dialect.norobots1994.choice.fields</comment>
        <translation>User-agent と Disallow のみ。Allow もワイルドカードもない</translation>
    </message>
    <message>
        <source>Agent: case-insensitive substring of the robot&apos;s name without version</source>
        <comment>dialect.norobots1994.choice.substring</comment>
        <translation>エージェント: バージョンを除いたロボット名の部分文字列（大文字小文字を区別しない）</translation>
    </message>
    <message>
        <source>Any matching Disallow prefix disallows</source>
        <comment>dialect.norobots1994.choice.any-disallow</comment>
        <translation>一致する Disallow の接頭辞が 1 つでもあれば拒否</translation>
    </message>
    <message>
        <source>The first record naming the robot wins; reading stops there</source>
        <comment>dialect.www-robotrules.choice.first-record</comment>
        <translation>ロボットを指す最初のレコードが優先され、そこで読むのをやめる</translation>
    </message>
    <message>
        <source>A User-agent after a Disallow starts a new record (ancient castle)</source>
        <comment>dialect.www-robotrules.choice.malformed</comment>
        <translation>Disallow の後の User-agent は新しいレコードを始める（古城の例）</translation>
    </message>
    <message>
        <source>Allow is ignored; rules before any User-agent count as `*`</source>
        <comment>dialect.www-robotrules.choice.disallow-only</comment>
        <translation>Allow は無視。User-agent より前のルールは `*` とみなす</translation>
    </message>
    <message>
        <source>Disallow prefixes in file order; an empty Disallow allows everything</source>
        <comment>dialect.www-robotrules.choice.first-match</comment>
        <translation>Disallow の接頭辞をファイル順に照合。空の Disallow はすべて許可</translation>
    </message>
    <message>
        <source>Absolute-URL rules resolved against the robots.txt URL</source>
        <comment>dialect.www-robotrules.choice.absolute</comment>
        <translation>絶対 URL のルールは robots.txt の URL を基準に解決</translation>
    </message>
    <message>
        <source>First matching rule in file order; no wildcards</source>
        <comment>dialect.python-urllib.choice.first-match</comment>
        <translation>ファイル順で最初に一致したルール。ワイルドカードなし</translation>
    </message>
    <message>
        <source>First entry naming the agent (substring); only the first `*` entry</source>
        <comment>dialect.python-urllib.choice.first-entry</comment>
        <translation>エージェントを指す最初のエントリ（部分文字列）。`*` のエントリは最初のものだけ</translation>
    </message>
    <message>
        <source>A blank line forgets User-agent lines not yet followed by rules</source>
        <comment>dialect.python-urllib.choice.blank</comment>
        <translation>空行は、まだルールが続いていない User-agent 行を忘れさせる</translation>
    </message>
    <message>
        <source>Both sides normalised with quote(unquote())</source>
        <comment>dialect.python-urllib.choice.quote</comment>
        <translation>両側を quote(unquote()) で正規化</translation>
    </message>
    <message>
        <source>Lines also break at VT, FF and Unicode separators</source>
        <comment>dialect.python-urllib.choice.splitlines</comment>
        <translation>VT、FF、Unicode の区切り文字でも改行する</translation>
    </message>
    <message>
        <source>Agent: case-insensitive substring, `*` globs; `*` matches everyone</source>
        <comment>dialect.ruby-robotstxt.choice.glob-agent</comment>
        <translation>エージェント: 大文字小文字を区別しない部分文字列、`*` は glob。`*` は全員に一致</translation>
    </message>
    <message>
        <source>First matching group in file order; first matching rule in it</source>
        <comment>dialect.ruby-robotstxt.choice.first-group</comment>
        <translation>ファイル順で最初に一致したグループ、その中で最初に一致したルール</translation>
    </message>
    <message>
        <source>`*` and `$` in paths</source>
        <comment>dialect.ruby-robotstxt.choice.wildcards</comment>
        <translation>パスの `*` と `$`</translation>
    </message>
    <message>
        <source>%-encoding normalised except / ? &amp; =</source>
        <comment>dialect.ruby-robotstxt.choice.encoding</comment>
        <translation>/ ? &amp; = を除いて %-エンコーディングを正規化</translation>
    </message>
    <message>
        <source>RFC 9309</source>
        <comment>dialect.rfc9309.title</comment>
        <translation>RFC 9309</translation>
    </message>
    <message>
        <source>Google</source>
        <comment>dialect.google.title</comment>
        <translation>Google</translation>
    </message>
    <message>
        <source>Google&apos;s open-source robots.txt parser, the one Googlebot uses</source>
        <comment>dialect.google.description</comment>
        <translation>Googlebot が使う、Google のオープンソースの robots.txt パーサー</translation>
    </message>
    <message>
        <source>Bing</source>
        <comment>dialect.bing.title</comment>
        <translation>Bing</translation>
    </message>
    <message>
        <source>Bing&apos;s documented behaviour: RFC 9309 with Crawl-delay</source>
        <comment>dialect.bing.description</comment>
        <translation>Bing の文書化された挙動: RFC 9309 と Crawl-delay</translation>
    </message>
    <message>
        <source>Yandex</source>
        <comment>dialect.yandex.title</comment>
        <translation>Yandex</translation>
    </message>
    <message>
        <source>Yandex&apos;s documented behaviour: length-sorted rules, Clean-param, Host</source>
        <comment>dialect.yandex.description</comment>
        <translation>Yandex の文書化された挙動: 長さ順のルール、Clean-param、Host</translation>
    </message>
    <message>
        <source>1994 standard</source>
        <comment>dialect.norobots1994.title</comment>
        <translation>1994 年の標準</translation>
    </message>
    <message>
        <source>The original 1994 robots exclusion standard: records, User-agent and Disallow</source>
        <comment>dialect.norobots1994.description</comment>
        <translation>1994 年のオリジナルのロボット排除標準: レコード、User-agent、Disallow</translation>
    </message>
    <message>
        <source>Perl WWW::RobotRules</source>
        <comment>dialect.www-robotrules.title</comment>
        <translation>Perl の WWW::RobotRules</translation>
    </message>
    <message>
        <source>Perl&apos;s WWW::RobotRules 6.02 (libwww-perl), quirks included</source>
        <comment>dialect.www-robotrules.description</comment>
        <translation>Perl の WWW::RobotRules 6.02（libwww-perl）、癖も含めて</translation>
    </message>
    <message>
        <source>Ruby robotstxt gem</source>
        <comment>dialect.ruby-robotstxt.title</comment>
        <translation>Ruby の robotstxt gem</translation>
    </message>
    <message>
        <source>The Ruby robotstxt gem: globbing agents and paths, first match wins</source>
        <comment>dialect.ruby-robotstxt.description</comment>
        <translation>Ruby の robotstxt gem: エージェントとパスの glob、最初の一致が優先</translation>
    </message>
    <message>
        <source>Line breaks</source>
        <comment>dialect.aspect.line-breaks</comment>
        <translation>改行</translation>
    </message>
    <message>
        <source>Byte order mark</source>
        <comment>dialect.aspect.bom</comment>
        <translation>バイトオーダーマーク</translation>
    </message>
    <message>
        <source>Bytes parsed</source>
        <comment>dialect.aspect.byte-limit</comment>
        <translation>解析するバイト数</translation>
    </message>
    <message>
        <source>Line length</source>
        <comment>dialect.aspect.line-limit</comment>
        <translation>行の長さ</translation>
    </message>
    <message>
        <source>Keys</source>
        <comment>dialect.aspect.keys</comment>
        <translation>キー</translation>
    </message>
    <message>
        <source>Key typos</source>
        <comment>dialect.aspect.typos</comment>
        <translation>キーの綴り誤り</translation>
    </message>
    <message>
        <source>Missing colon</source>
        <comment>dialect.aspect.missing-colon</comment>
        <translation>コロンの欠落</translation>
    </message>
    <message>
        <source>Blank lines</source>
        <comment>dialect.aspect.records</comment>
        <translation>空行</translation>
    </message>
    <message>
        <source>Lines between User-agent lines</source>
        <comment>dialect.aspect.agent-run</comment>
        <translation>User-agent 行の間の行</translation>
    </message>
    <message>
        <source>Rules before any User-agent</source>
        <comment>dialect.aspect.rules-before-agent</comment>
        <translation>User-agent より前のルール</translation>
    </message>
    <message>
        <source>Crawler name compared</source>
        <comment>dialect.aspect.agent-name</comment>
        <translation>比較するクローラー名</translation>
    </message>
    <message>
        <source>User-agent matching</source>
        <comment>dialect.aspect.agent-match</comment>
        <translation>User-agent の照合</translation>
    </message>
    <message>
        <source>User-agent: *</source>
        <comment>dialect.aspect.star</comment>
        <translation>User-agent: *</translation>
    </message>
    <message>
        <source>Several matching groups</source>
        <comment>dialect.aspect.groups</comment>
        <translation>一致する複数のグループ</translation>
    </message>
    <message>
        <source>Precedence</source>
        <comment>dialect.aspect.precedence</comment>
        <translation>優先順位</translation>
    </message>
    <message>
        <source>* and $</source>
        <comment>dialect.aspect.wildcards</comment>
        <translation>* と $</translation>
    </message>
    <message>
        <source>Empty Allow/Disallow</source>
        <comment>dialect.aspect.empty-value</comment>
        <translation>空の Allow/Disallow</translation>
    </message>
    <message>
        <source>Percent-encoding</source>
        <comment>dialect.aspect.encoding</comment>
        <translation>パーセントエンコーディング</translation>
    </message>
    <message>
        <source>Absolute-URL rules</source>
        <comment>dialect.aspect.absolute-url</comment>
        <translation>絶対 URL のルール</translation>
    </message>
    <message>
        <source>index.html</source>
        <comment>dialect.aspect.index-html</comment>
        <translation>index.html</translation>
    </message>
    <message>
        <source>/robots.txt itself</source>
        <comment>dialect.aspect.robots-txt</comment>
        <translation>/robots.txt 自体</translation>
    </message>
    <message>
        <source>Crawl-delay</source>
        <comment>dialect.aspect.crawl-delay</comment>
        <translation>Crawl-delay</translation>
    </message>
    <message>
        <source>Fetch: 401/403, other 4xx</source>
        <comment>dialect.aspect.fetch-4xx</comment>
        <translation>取得: 401/403、その他の 4xx</translation>
    </message>
    <message>
        <source>Fetch: 5xx, network error</source>
        <comment>dialect.aspect.fetch-5xx</comment>
        <translation>取得: 5xx、ネットワークエラー</translation>
    </message>
    <message>
        <source>Fetch: redirects followed</source>
        <comment>dialect.aspect.redirects</comment>
        <translation>取得: 追跡するリダイレクト</translation>
    </message>
    <message>
        <source>CR, LF or CRLF</source>
        <comment>dialect.value.line-breaks.cr-lf</comment>
        <translation>CR、LF、CRLF</translation>
    </message>
    <message>
        <source>CR, LF, CRLF and VT, FF, FS, GS, RS, NEL, LS, PS</source>
        <comment>dialect.value.line-breaks.splitlines</comment>
        <translation>CR、LF、CRLF と VT、FF、FS、GS、RS、NEL、LS、PS</translation>
    </message>
    <message>
        <source>Skipped</source>
        <comment>dialect.value.bom.skip</comment>
        <translation>読み飛ばす</translation>
    </message>
    <message>
        <source>Part of the first key (that line is lost)</source>
        <comment>dialect.value.bom.text</comment>
        <translation>最初のキーの一部（その行は失われる）</translation>
    </message>
    <message>
        <source>All</source>
        <comment>dialect.value.byte-limit.none</comment>
        <translation>すべて</translation>
    </message>
    <message>
        <source>The first 500 KiB</source>
        <comment>dialect.value.byte-limit.kib</comment>
        <translation>先頭の 500 KiB</translation>
    </message>
    <message>
        <source>No limit</source>
        <comment>dialect.value.line-limit.none</comment>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>Cut after 16,663 bytes</source>
        <comment>dialect.value.line-limit.cut</comment>
        <translation>16,663 バイトの後で切る</translation>
    </message>
    <message>
        <source>Case-insensitive, by prefix</source>
        <comment>dialect.value.keys.prefix</comment>
        <translation>大文字小文字を区別しない、前方一致</translation>
    </message>
    <message>
        <source>Case-insensitive, exact</source>
        <comment>dialect.value.keys.exact</comment>
        <translation>大文字小文字を区別しない、完全一致</translation>
    </message>
    <message>
        <source>Common typos accepted</source>
        <comment>dialect.value.typos.accepted</comment>
        <translation>よくある綴り誤りを受け付ける</translation>
    </message>
    <message>
        <source>Unknown keys</source>
        <comment>dialect.value.typos.unknown</comment>
        <translation>不明なキー</translation>
    </message>
    <message>
        <source>Accepted for two words</source>
        <comment>dialect.value.missing-colon.accepted</comment>
        <translation>2 語の行なら受け付ける</translation>
    </message>
    <message>
        <source>Line ignored</source>
        <comment>dialect.value.missing-colon.ignored</comment>
        <translation>行を無視</translation>
    </message>
    <message>
        <source>End the record; agents without rules are forgotten</source>
        <comment>dialect.value.records.end-and-forget</comment>
        <translation>レコードを終える。ルールのないエージェントは忘れる</translation>
    </message>
    <message>
        <source>End the record</source>
        <comment>dialect.value.records.end</comment>
        <translation>レコードを終える</translation>
    </message>
    <message>
        <source>Ignored</source>
        <comment>dialect.value.records.ignored</comment>
        <translation>無視</translation>
    </message>
    <message>
        <source>Crawl-delay belongs to the group; a User-agent after it starts a new one</source>
        <comment>dialect.value.agent-run.crawl-delay-ends</comment>
        <translation>Crawl-delay はグループに属し、その後の User-agent は新しいグループを始める</translation>
    </message>
    <message>
        <source>Only a rule ends the run of User-agent lines</source>
        <comment>dialect.value.agent-run.ignored</comment>
        <translation>連続する User-agent 行を終えるのはルールだけ</translation>
    </message>
    <message>
        <source>Read as User-agent: *</source>
        <comment>dialect.value.rules-before-agent.star</comment>
        <translation>User-agent: * として読む</translation>
    </message>
    <message>
        <source>Ignored</source>
        <comment>dialect.value.rules-before-agent.ignored</comment>
        <translation>無視</translation>
    </message>
    <message>
        <source>Its product token (Googlebot/2.1 → Googlebot)</source>
        <comment>dialect.value.agent-name.product-token</comment>
        <translation>そのプロダクトトークン（Googlebot/2.1 → Googlebot）</translation>
    </message>
    <message>
        <source>First word without version</source>
        <comment>dialect.value.agent-name.first-word</comment>
        <translation>バージョンを除いた最初の語</translation>
    </message>
    <message>
        <source>Everything before the first /</source>
        <comment>dialect.value.agent-name.before-slash</comment>
        <translation>最初の / より前のすべて</translation>
    </message>
    <message>
        <source>Exact product token, any case</source>
        <comment>dialect.value.agent-match.exact</comment>
        <translation>プロダクトトークンの完全一致、大文字小文字は問わない</translation>
    </message>
    <message>
        <source>The value is a substring of the name, any case</source>
        <comment>dialect.value.agent-match.substring</comment>
        <translation>値が名前の部分文字列、大文字小文字は問わない</translation>
    </message>
    <message>
        <source>Substring either way, * globs, any case</source>
        <comment>dialect.value.agent-match.glob</comment>
        <translation>どちら向きでも部分文字列、* は glob、大文字小文字は問わない</translation>
    </message>
    <message>
        <source>Exact, and Yandex names every Yandex robot</source>
        <comment>dialect.value.agent-match.yandex-family</comment>
        <translation>完全一致。Yandex はすべての Yandex ロボットを指す</translation>
    </message>
    <message>
        <source>Exact, the value cut at the first character outside [A-Za-z_-]</source>
        <comment>dialect.value.agent-match.exact-cut</comment>
        <translation>完全一致。値は [A-Za-z_-] 以外の最初の文字で切る</translation>
    </message>
    <message>
        <source>Used when no group names the crawler; all * groups merged</source>
        <comment>dialect.value.star.fallback-merged</comment>
        <translation>どのグループもクローラーを指さない場合に使用。* グループはすべて統合</translation>
    </message>
    <message>
        <source>Used when no group names the crawler; only the first * group</source>
        <comment>dialect.value.star.fallback-first</comment>
        <translation>どのグループもクローラーを指さない場合に使用。最初の * グループだけ</translation>
    </message>
    <message>
        <source>Matches every crawler, in file order like any group</source>
        <comment>dialect.value.star.glob</comment>
        <translation>すべてのクローラーに一致。ほかのグループと同じくファイル順</translation>
    </message>
    <message>
        <source>Merged</source>
        <comment>dialect.value.groups.merged</comment>
        <translation>統合</translation>
    </message>
    <message>
        <source>Only the first in file order</source>
        <comment>dialect.value.groups.first</comment>
        <translation>ファイル順で最初のものだけ</translation>
    </message>
    <message>
        <source>Longest match wins</source>
        <comment>dialect.value.precedence.longest-match</comment>
        <translation>最長一致が優先</translation>
    </message>
    <message>
        <source>First match in file order wins</source>
        <comment>dialect.value.precedence.first-match</comment>
        <translation>ファイル順で最初の一致が優先</translation>
    </message>
    <message>
        <source>Sorted by length; the last that applies wins</source>
        <comment>dialect.value.precedence.length-sorted</comment>
        <translation>長さ順に並べ、適用される最後のものが優先</translation>
    </message>
    <message>
        <source>Any matching Disallow disallows</source>
        <comment>dialect.value.precedence.any-disallow</comment>
        <translation>一致する Disallow が 1 つでもあれば拒否</translation>
    </message>
    <message>
        <source>Longest match wins; on a tie Allow wins</source>
        <comment>dialect.value.precedence.longest-match-allow-ties</comment>
        <translation>最長一致が優先。同点なら Allow が優先</translation>
    </message>
    <message>
        <source>Sorted by length, the last that applies wins; Allow wins ties</source>
        <comment>dialect.value.precedence.length-sorted-allow-ties</comment>
        <translation>長さ順に並べ、適用される最後のものが優先。同点なら Allow が優先</translation>
    </message>
    <message>
        <source>* matches any run; a final $ anchors</source>
        <comment>dialect.value.wildcards.special</comment>
        <translation>* は任意の文字列に一致し、末尾の $ は末尾に固定</translation>
    </message>
    <message>
        <source>Literal characters</source>
        <comment>dialect.value.wildcards.literal</comment>
        <translation>文字どおりの文字</translation>
    </message>
    <message>
        <source>Allows everything (in file order)</source>
        <comment>dialect.value.empty-value.allows-all</comment>
        <translation>すべて許可（ファイル順）</translation>
    </message>
    <message>
        <source>Matches nothing</source>
        <comment>dialect.value.empty-value.nothing</comment>
        <translation>何にも一致しない</translation>
    </message>
    <message>
        <source>Bytes compared as written</source>
        <comment>dialect.value.encoding.none</comment>
        <translation>書かれたとおりのバイトを比較</translation>
    </message>
    <message>
        <source>Both sides normalised (RFC 9309 §2.2.2)</source>
        <comment>dialect.value.encoding.rfc9309</comment>
        <translation>両側を正規化（RFC 9309 §2.2.2）</translation>
    </message>
    <message>
        <source>Pattern normalised, URL as given</source>
        <comment>dialect.value.encoding.google</comment>
        <translation>パターンを正規化、URL はそのまま</translation>
    </message>
    <message>
        <source>Both sides quote(unquote())</source>
        <comment>dialect.value.encoding.python</comment>
        <translation>両側を quote(unquote())</translation>
    </message>
    <message>
        <source>Both sides URI-escaped, nothing decoded</source>
        <comment>dialect.value.encoding.perl</comment>
        <translation>両側を URI エスケープ、デコードはしない</translation>
    </message>
    <message>
        <source>Both sides decoded except / ? &amp; =</source>
        <comment>dialect.value.encoding.ruby</comment>
        <translation>/ ? &amp; = を除いて両側をデコード</translation>
    </message>
    <message>
        <source>Resolved; other hosts ignored</source>
        <comment>dialect.value.absolute-url.resolved</comment>
        <translation>解決する。ほかのホストは無視</translation>
    </message>
    <message>
        <source>Compared as a pattern (never match)</source>
        <comment>dialect.value.absolute-url.literal</comment>
        <translation>パターンとして比較（一致しない）</translation>
    </message>
    <message>
        <source>Allowing index.html allows the directory</source>
        <comment>dialect.value.index-html.directory</comment>
        <translation>index.html を許可するとディレクトリも許可</translation>
    </message>
    <message>
        <source>A file like any other</source>
        <comment>dialect.value.index-html.plain</comment>
        <translation>ほかと同じ 1 つのファイル</translation>
    </message>
    <message>
        <source>Always allowed</source>
        <comment>dialect.value.robots-txt.allowed</comment>
        <translation>常に許可</translation>
    </message>
    <message>
        <source>Subject to the rules</source>
        <comment>dialect.value.robots-txt.rules</comment>
        <translation>ルールに従う</translation>
    </message>
    <message>
        <source>Honoured</source>
        <comment>dialect.value.crawl-delay.used</comment>
        <translation>従う</translation>
    </message>
    <message>
        <source>Ignored</source>
        <comment>dialect.value.crawl-delay.ignored</comment>
        <translation>無視</translation>
    </message>
    <message>
        <source>everything allowed</source>
        <comment>dialect.value.fetch.allow-all</comment>
        <translation>すべて許可</translation>
    </message>
    <message>
        <source>everything disallowed</source>
        <comment>dialect.value.fetch.disallow-all</comment>
        <translation>すべて拒否</translation>
    </message>
    <message>
        <source>no decision (cached copy or unknown)</source>
        <comment>dialect.value.fetch.unavailable</comment>
        <translation>判定なし（キャッシュされたコピー、または不明）</translation>
    </message>
    <message>
        <source>parse the body</source>
        <comment>dialect.value.fetch.parse</comment>
        <translation>本文を解析</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>dialect.value.redirects.count</comment>
        <translation>%1 回</translation>
    </message>
    <message>
        <source>%1 redirects (the limit is %2): %3</source>
        <comment>fetch.too-many-redirects</comment>
        <translation>リダイレクト %1 回（上限は %2 回）: %3</translation>
    </message>
    <message>
        <source>network error (%1): %2</source>
        <comment>fetch.network-error</comment>
        <translation>ネットワークエラー（%1）: %2</translation>
    </message>
    <message>
        <source>HTTP %1 with Content-Type %2 (not text/*): %3</source>
        <comment>fetch.not-text</comment>
        <translation>HTTP %1、Content-Type が %2（text/* ではない）: %3</translation>
    </message>
    <message>
        <source>HTTP %1, %2 bytes (over the %3-byte limit): %4</source>
        <comment>fetch.body-too-large</comment>
        <translation>HTTP %1、%2 バイト（上限 %3 バイトを超過）: %4</translation>
    </message>
    <message>
        <source>HTTP %1: %2</source>
        <comment>fetch.success</comment>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <source>HTTP %1 not followed: %2</source>
        <comment>fetch.redirect-not-followed</comment>
        <translation>HTTP %1 を追跡しなかった: %2</translation>
    </message>
    <message>
        <source>HTTP %1: %2</source>
        <comment>fetch.status</comment>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <source>Unterminated quote</source>
        <comment>testset.error.quote</comment>
        <translation>引用符が閉じられていません</translation>
    </message>
    <message>
        <source>Unknown dialect %1</source>
        <comment>testset.error.dialect</comment>
        <translation>不明な方言 %1</translation>
    </message>
    <message>
        <source>Expected AGENT URL EXPECTED [DIALECTS], found %1 field(s)</source>
        <comment>testset.error.fields</comment>
        <translation>AGENT URL EXPECTED [DIALECTS] が必要ですが、フィールドが %1 個しかありません</translation>
    </message>
    <message>
        <source>Unexpected text after the dialects: %1 (quote agents with spaces)</source>
        <comment>testset.error.extra</comment>
        <translation>方言の後に余分なテキストがあります: %1（空白を含むエージェントは引用符で囲んでください）</translation>
    </message>
    <message>
        <source>Expected verdict %1 is not allowed, disallowed or -</source>
        <comment>testset.error.expected</comment>
        <translation>期待する判定 %1 は allowed、disallowed、- のいずれでもありません</translation>
    </message>
    <message>
        <source>names the agent&apos;s product token</source>
        <comment>verdict.group-reason.exact-token</comment>
        <translation>エージェントのプロダクトトークンを指定している</translation>
    </message>
    <message>
        <source>its User-agent value occurs in the agent&apos;s name</source>
        <comment>verdict.group-reason.substring</comment>
        <translation>User-agent の値がエージェント名に含まれている</translation>
    </message>
    <message>
        <source>its User-agent pattern matches the agent&apos;s name</source>
        <comment>verdict.group-reason.glob</comment>
        <translation>User-agent のパターンがエージェント名に一致する</translation>
    </message>
    <message>
        <source>`Yandex` names every Yandex robot</source>
        <comment>verdict.group-reason.family</comment>
        <translation>`Yandex` はすべての Yandex ロボットを指す</translation>
    </message>
    <message>
        <source>no group names the agent, so `*` applies</source>
        <comment>verdict.group-reason.fallback-star</comment>
        <translation>エージェントを指すグループがないため、`*` が適用される</translation>
    </message>
    <message>
        <source>`*` matches every agent and comes first in the file</source>
        <comment>verdict.group-reason.star-glob</comment>
        <translation>`*` はすべてのエージェントに一致し、ファイル内で最初にある</translation>
    </message>
    <message>
        <source>rules before any User-agent line count as `*`</source>
        <comment>verdict.group-reason.rules-before-agent</comment>
        <translation>User-agent 行より前のルールは `*` とみなされる</translation>
    </message>
    <message>
        <source>longest match</source>
        <comment>verdict.decider.longest-match</comment>
        <translation>最長一致</translation>
    </message>
    <message>
        <source>tie: allow wins</source>
        <comment>verdict.decider.tie-allow-wins</comment>
        <translation>同点: Allow が優先</translation>
    </message>
    <message>
        <source>tie: disallow wins</source>
        <comment>verdict.decider.tie-disallow-wins</comment>
        <translation>同点: Disallow が優先</translation>
    </message>
    <message>
        <source>first match in file order</source>
        <comment>verdict.decider.first-match</comment>
        <translation>ファイル順で最初の一致</translation>
    </message>
    <message>
        <source>sorted by length, the last rule that applies wins</source>
        <comment>verdict.decider.length-sorted</comment>
        <translation>長さ順に並べ、適用される最後のルールが優先</translation>
    </message>
    <message>
        <source>any matching Disallow decides</source>
        <comment>verdict.decider.any-disallow</comment>
        <translation>一致する Disallow が 1 つでもあれば決まる</translation>
    </message>
    <message>
        <source>an empty rule comes first and allows everything</source>
        <comment>verdict.decider.empty-rule</comment>
        <translation>空のルールが先にあり、すべてを許可する</translation>
    </message>
    <message>
        <source>no rule matches</source>
        <comment>verdict.decider.no-matching-rule</comment>
        <translation>一致するルールなし</translation>
    </message>
    <message>
        <source>no group applies</source>
        <comment>verdict.decider.no-group</comment>
        <translation>適用されるグループなし</translation>
    </message>
    <message>
        <source>/robots.txt is always allowed</source>
        <comment>verdict.decider.robots-txt</comment>
        <translation>/robots.txt は常に許可</translation>
    </message>
    <message>
        <source>robots.txt applies only to http and https URLs</source>
        <comment>verdict.decider.scheme</comment>
        <translation>robots.txt が適用されるのは http と https の URL だけ</translation>
    </message>
    <message>
        <source>no fresh robots.txt rules for this origin</source>
        <comment>verdict.decider.no-fresh-rules</comment>
        <translation>このオリジンには有効期限内の robots.txt のルールがない</translation>
    </message>
    <message>
        <source>the robots.txt fetch allows everything</source>
        <comment>verdict.decider.fetch-allow-all</comment>
        <translation>robots.txt の取得結果によりすべて許可</translation>
    </message>
    <message>
        <source>the robots.txt fetch disallows everything</source>
        <comment>verdict.decider.fetch-disallow-all</comment>
        <translation>robots.txt の取得結果によりすべて拒否</translation>
    </message>
    <message>
        <source>No group applies to %1</source>
        <comment>verdict.groups.none</comment>
        <translation>%1 に適用されるグループはありません</translation>
    </message>
    <message>
        <source>The rules before any User-agent line apply (%1)</source>
        <comment>verdict.groups.rules-before-agent</comment>
        <translation>User-agent 行より前のルールが適用されます（%1）</translation>
    </message>
    <message>
        <source>Group of line %1 (User-agent: %2) applies to %3: %4</source>
        <comment>verdict.groups.one</comment>
        <translation>%1 行目のグループ（User-agent: %2）が %3 に適用されます: %4</translation>
    </message>
    <message>
        <source>%1 groups apply to %2 and are merged (lines %3): %4</source>
        <comment>verdict.groups.many</comment>
        <translation>%1 個のグループが %2 に適用され、統合されます（%3 行目）: %4</translation>
    </message>
    <message>
        <source>longest match: %1 bytes beat %2</source>
        <comment>verdict.precedence.longest-match</comment>
        <translation>最長一致: %1 バイトが %2 バイトに勝つ</translation>
    </message>
    <message>
        <source>longest match: %1 bytes, no opposing rule matches</source>
        <comment>verdict.precedence.longest-match-unopposed</comment>
        <translation>最長一致: %1 バイト、反対のルールは一致しない</translation>
    </message>
    <message>
        <source>tie: allow wins (both %1 bytes)</source>
        <comment>verdict.precedence.tie-allow-wins</comment>
        <translation>同点: Allow が優先（どちらも %1 バイト）</translation>
    </message>
    <message>
        <source>tie: disallow wins (both %1 bytes)</source>
        <comment>verdict.precedence.tie-disallow-wins</comment>
        <translation>同点: Disallow が優先（どちらも %1 バイト）</translation>
    </message>
    <message>
        <source>first match in file order: line %1</source>
        <comment>verdict.precedence.first-match</comment>
        <translation>ファイル順で最初の一致: %1 行目</translation>
    </message>
    <message>
        <source>sorted by length, the last rule that applies wins: line %1 (%2 bytes)</source>
        <comment>verdict.precedence.length-sorted</comment>
        <translation>長さ順に並べ、適用される最後のルールが優先: %1 行目（%2 バイト）</translation>
    </message>
    <message>
        <source>a matching Disallow decides: line %1</source>
        <comment>verdict.precedence.any-disallow</comment>
        <translation>一致する Disallow で決定: %1 行目</translation>
    </message>
    <message>
        <source>the empty rule of line %1 comes first and allows everything</source>
        <comment>verdict.precedence.empty-rule</comment>
        <translation>%1 行目の空のルールが先にあり、すべてを許可する</translation>
    </message>
    <message>
        <source>no rule matches: allowed</source>
        <comment>verdict.precedence.no-match</comment>
        <translation>一致するルールなし: 許可</translation>
    </message>
    <message>
        <source>no group applies: allowed</source>
        <comment>verdict.precedence.no-group</comment>
        <translation>適用されるグループなし: 許可</translation>
    </message>
    <message>
        <source>/robots.txt is always allowed (RFC 9309 §2.2.2)</source>
        <comment>verdict.precedence.robots-txt</comment>
        <translation>/robots.txt は常に許可（RFC 9309 §2.2.2）</translation>
    </message>
    <message>
        <source>robots.txt applies only to http and https URLs: allowed</source>
        <comment>verdict.precedence.scheme</comment>
        <translation>robots.txt が適用されるのは http と https の URL だけ: 許可</translation>
    </message>
    <message>
        <source>no fresh robots.txt rules for this origin: unknown</source>
        <comment>verdict.precedence.no-fresh-rules</comment>
        <translation>このオリジンには有効期限内の robots.txt のルールがない: 不明</translation>
    </message>
    <message>
        <source>the robots.txt fetch outcome allows everything</source>
        <comment>verdict.precedence.fetch-allow-all</comment>
        <translation>robots.txt の取得結果によりすべて許可</translation>
    </message>
    <message>
        <source>the robots.txt fetch outcome disallows everything</source>
        <comment>verdict.precedence.fetch-disallow-all</comment>
        <translation>robots.txt の取得結果によりすべて拒否</translation>
    </message>
    <message>
        <source>Allowed: %1 may fetch %2 (%3)</source>
        <comment>verdict.summary.allowed</comment>
        <translation>許可: %1 は %2 を取得できます（%3）</translation>
    </message>
    <message>
        <source>Disallowed: %1 may not fetch %2 (%3)</source>
        <comment>verdict.summary.disallowed</comment>
        <translation>拒否: %1 は %2 を取得できません（%3）</translation>
    </message>
    <message>
        <source>Unknown: no fresh rules for %2 (%3)</source>
        <comment>verdict.summary.unknown</comment>
        <translation>不明: %2 には有効期限内のルールがありません（%3）</translation>
    </message>
    <message>
        <source>Compared path: %1</source>
        <comment>verdict.path</comment>
        <translation>比較したパス: %1</translation>
    </message>
    <message>
        <source>Line %1 `%2` matches (%3 bytes)</source>
        <comment>verdict.candidate</comment>
        <translation>%1 行目 `%2` が一致（%3 バイト）</translation>
    </message>
    <message>
        <source>Deciding rule: line %1 `%2`</source>
        <comment>verdict.deciding-rule</comment>
        <translation>決め手のルール: %1 行目 `%2`</translation>
    </message>
    <message>
        <source>Dialect: %1 (%2)</source>
        <comment>verdict.dialect</comment>
        <translation>方言: %1（%2）</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <comment>diag.control.nul</comment>
        <translation>NUL バイト</translation>
    </message>
    <message>
        <source>a vertical tab (0x0B)</source>
        <comment>diag.control.vt</comment>
        <translation>垂直タブ（0x0B）</translation>
    </message>
    <message>
        <source>a form feed (0x0C)</source>
        <comment>diag.control.ff</comment>
        <translation>フォームフィード（0x0C）</translation>
    </message>
    <message>
        <source>a DEL byte (0x7F)</source>
        <comment>diag.control.del</comment>
        <translation>DEL バイト（0x7F）</translation>
    </message>
    <message>
        <source>a NEXT LINE character (U+0085)</source>
        <comment>diag.control.nel</comment>
        <translation>NEXT LINE 文字（U+0085）</translation>
    </message>
    <message>
        <source>a LINE SEPARATOR (U+2028)</source>
        <comment>diag.control.ls</comment>
        <translation>LINE SEPARATOR（U+2028）</translation>
    </message>
    <message>
        <source>a PARAGRAPH SEPARATOR (U+2029)</source>
        <comment>diag.control.ps</comment>
        <translation>PARAGRAPH SEPARATOR（U+2029）</translation>
    </message>
    <message>
        <source>an HTML page</source>
        <comment>diag.R106.html</comment>
        <translation>HTML ページ</translation>
    </message>
    <message>
        <source>XML or HTML</source>
        <comment>diag.R106.xml</comment>
        <translation>XML または HTML</translation>
    </message>
    <message>
        <source>JSON</source>
        <comment>diag.R106.json</comment>
        <translation>JSON 文書</translation>
    </message>
    <message>
        <source>white space and invisible characters</source>
        <comment>diag.R208.what.both</comment>
        <translation>空白と不可視文字</translation>
    </message>
    <message>
        <source>invisible characters</source>
        <comment>diag.R208.what.invisible</comment>
        <translation>不可視文字</translation>
    </message>
    <message>
        <source>white space</source>
        <comment>diag.R208.what.space</comment>
        <translation>空白</translation>
    </message>
    <message>
        <source>parse the body</source>
        <comment>fetch.outcome.parse</comment>
        <translation>本文を解析</translation>
    </message>
    <message>
        <source>everything allowed</source>
        <comment>fetch.outcome.allow-all</comment>
        <translation>すべて許可</translation>
    </message>
    <message>
        <source>everything disallowed</source>
        <comment>fetch.outcome.disallow-all</comment>
        <translation>すべて拒否</translation>
    </message>
    <message>
        <source>no decision: keep a fresh cached copy, else the rules are unknown</source>
        <comment>fetch.outcome.unavailable</comment>
        <translation>判定なし: 有効期限内のキャッシュがあればそれを使い、なければルールは不明</translation>
    </message>
    <message>
        <source>none</source>
        <comment>fetch.network.none</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>time-out</source>
        <comment>fetch.network.time-out</comment>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <source>name resolution</source>
        <comment>fetch.network.name-resolution</comment>
        <translation>名前解決</translation>
    </message>
    <message>
        <source>connection refused</source>
        <comment>fetch.network.connection-refused</comment>
        <translation>接続拒否</translation>
    </message>
    <message>
        <source>TLS</source>
        <comment>fetch.network.tls</comment>
        <translation>TLS エラー</translation>
    </message>
    <message>
        <source>other</source>
        <comment>fetch.network.other</comment>
        <translation>その他</translation>
    </message>
    <message>
        <source>%2 blank lines inside a group: RFC 9309 continues the group, but the record ends at the first of them for %1, so the User-agent lines above it get no rules there</source>
        <comment>diag.R303.agents-many</comment>
        <translation>グループ内に空行が %2 行あります: RFC 9309 ではグループが続きますが、%1 では最初の空行でレコードが終わるため、上の User-agent 行にはそこでルールがありません</translation>
    </message>
    <message>
        <source>%2 blank lines inside a group: RFC 9309 continues the group, but the record ends at the first of them for %1, so the rules below it belong to no User-agent there</source>
        <comment>diag.R303.rules-many</comment>
        <translation>グループ内に空行が %2 行あります: RFC 9309 ではグループが続きますが、%1 では最初の空行でレコードが終わるため、下のルールはそこでどの User-agent にも属しません</translation>
    </message>
    <message>
        <source>the control character %1</source>
        <comment>diag.control.other</comment>
        <translation>制御文字 %1</translation>
    </message>
    <message>
        <source>RFC 9309 product tokens are letters, `-` and `_` only, and each reader takes other values its own way. Google&apos;s library — and the RFC 9309 dialect, where the RFC is silent — reads the value up to its first other character (`MJ12bot` → `MJ`, `Googlebot/2.1` → `Googlebot`) and compares the crawler&apos;s whole name with that, so a group for `MJ12bot` applies to no crawler called MJ12bot there; substring readers match any crawler whose name contains the whole value. The finding names exactly the dialects in which the group does not apply to the crawler the line names, as each dialect&apos;s own verdicts show. Use the crawler&apos;s documented token; where a product token works for every dialect, the fix writes it.</source>
        <comment>check.R306.why</comment>
        <translation>RFC 9309 のプロダクトトークンは英字・`-`・`_` だけで、それ以外の値は読み手ごとに扱いが異なります。Google のライブラリ（と、RFC が何も言わないところでの RFC 9309 方言）は値をそれ以外の最初の文字の手前まで読み（`MJ12bot` → `MJ`、`Googlebot/2.1` → `Googlebot`）、クローラーの名前全体とそれを比べます。そのため `MJ12bot` のグループは、そこでは MJ12bot という名前のクローラーに適用されません。部分文字列で照合する実装は、値全体を名前に含むすべてのクローラーに一致させます。この指摘は、各方言自身の判定が示すとおり、その行が名指ししているクローラーにグループが適用されない方言をちょうど挙げます。クローラーが文書で示しているトークンを使ってください。すべての方言で通用するプロダクトトークンがあるときは、修正でそれを書き込みます。</translation>
    </message>
    <message>
        <source>This group does not apply to %1 for %2: %3 is not a product token, and RFC 9309 readers and Google read it as an empty name; it applies for %4</source>
        <comment>diag.R306.empty</comment>
        <translation>このグループは %2 では %1 に適用されません: %3 はプロダクトトークンではなく、RFC 9309 準拠の実装と Google はこれを空の名前と読みます。%4 では適用されます</translation>
    </message>
    <message>
        <source>This group does not apply to %1 for %2: %3 is not a product token, RFC 9309 readers and Google read it as %4 and compare the crawler&apos;s whole name; it applies for %5</source>
        <comment>diag.R306</comment>
        <translation>このグループは %2 では %1 に適用されません: %3 はプロダクトトークンではなく、RFC 9309 準拠の実装と Google はこれを %4 と読み、クローラーの名前全体と比べます。%5 では適用されます</translation>
    </message>
    <message>
        <source>This group does not apply to %1 for %2, which read %3 another way (see the tester&apos;s explanation); it applies for %4</source>
        <comment>diag.R306.other</comment>
        <translation>このグループは %2 では %1 に適用されません。これらの方言は %3 を別の形で読みます（テスターの説明を参照）。%4 では適用されます</translation>
    </message>
    <message>
        <source>%1 has a group of its own for %5, so it ignores every `*` rule there: %2 `*` Disallow rule(s), e.g. %3 (line %4), do not apply to it</source>
        <comment>diag.R310</comment>
        <translation>%1 には %5 で専用のグループがあるため、そこでは `*` のルールをすべて無視します: `*` の Disallow ルール %2 件（例: %3、%4 行目）はこれに適用されません</translation>
    </message>
    <message>
        <source>Where the RFC is silent, as its reference library: `Googlebot/2.1` in the file means `Googlebot`, the crawler&apos;s name is compared as given</source>
        <comment>dialect.rfc9309.choice.silent</comment>
        <translation>RFC が何も言わないところでは参照ライブラリと同じ: ファイル中の `Googlebot/2.1` は `Googlebot` を意味し、クローラーの名前はそのままの形で比べる</translation>
    </message>
    <message>
        <source>As given</source>
        <comment>dialect.value.agent-name.as-given-plain</comment>
        <translation>そのまま</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` matches every crawler</source>
        <comment>verdict.agent-line.star-glob</comment>
        <translation>%1 行目の `User-agent: %2` はすべてのクローラーに一致します</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` applies only when no group names the crawler</source>
        <comment>verdict.agent-line.star</comment>
        <translation>%1 行目の `User-agent: %2` は、どのグループもクローラーを名指ししていないときにだけ適用されます</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` names `%3` too, but its group is not the one this dialect uses</source>
        <comment>verdict.agent-line.match-unused</comment>
        <translation>%1 行目の `User-agent: %2` も `%3` を名指ししていますが、そのグループはこの方言が使うグループではありません</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` is read as `%3` and names `%4`: %5</source>
        <comment>verdict.agent-line.match-read</comment>
        <translation>%1 行目の `User-agent: %2` は `%3` と読まれ、`%4` を名指しします: %5</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` names `%3`: %4</source>
        <comment>verdict.agent-line.match</comment>
        <translation>%1 行目の `User-agent: %2` は `%3` を名指しします: %4</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` is read as `%3`, which is not `%4`: its group does not apply</source>
        <comment>verdict.agent-line.no-match-read</comment>
        <translation>%1 行目の `User-agent: %2` は `%3` と読まれ、`%4` ではありません: そのグループは適用されません</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` does not name `%3`: its group does not apply</source>
        <comment>verdict.agent-line.no-match</comment>
        <translation>%1 行目の `User-agent: %2` は `%3` を名指ししていません: そのグループは適用されません</translation>
    </message>
    <message>
        <source>%1 more User-agent lines do not name `%2`</source>
        <comment>verdict.agent-line.more</comment>
        <translation>ほかに %1 行の User-agent 行が `%2` を名指ししていません</translation>
    </message>
    <message>
        <source>`%1` does not start with a product token (letters, `-` and `_`): the name compared is empty</source>
        <comment>verdict.agent-note.no-product-token</comment>
        <translation>`%1` はプロダクトトークン（英字・`-`・`_`）で始まっていません: 比べられる名前は空です</translation>
    </message>
    <message>
        <source>`%1` is compared as `%2`, the product token at its start</source>
        <comment>verdict.agent-note.product-token</comment>
        <translation>`%1` は先頭のプロダクトトークン `%2` として比べられます</translation>
    </message>
    <message>
        <source>`%1` is not kept as a name (WWW::RobotRules ignores an empty name and `0`): the name compared is empty</source>
        <comment>verdict.agent-note.false-name</comment>
        <translation>`%1` は名前として保持されません（WWW::RobotRules は空の名前と `0` を無視します）: 比べられる名前は空です</translation>
    </message>
    <message>
        <source>`%1` is compared as `%2`: its first word without the version</source>
        <comment>verdict.agent-note.first-word</comment>
        <translation>`%1` は `%2` として比べられます: 最初の単語からバージョンを除いたものです</translation>
    </message>
    <message>
        <source>UTF-16 or UTF-32 instead of UTF-8</source>
        <comment>check.R109.title</comment>
        <translation>UTF-8 ではなく UTF-16 または UTF-32</translation>
    </message>
    <message>
        <source>RFC 9309 requires robots.txt to be UTF-8 text, and crawlers read it as such: a file saved as UTF-16 or UTF-32 (as some Windows editors do, &quot;Unicode&quot; in Notepad) has a NUL byte beside every letter when read that way, so no line is a User-agent or a rule. Google&apos;s parser, Bing, Yandex, RFC 9309 readers, the 1994 standard, Perl&apos;s WWW::RobotRules and the Ruby gem find no rules and allow every URL; Python&apos;s urllib.robotparser (3.11) cannot decode a file with a UTF-16 or UTF-32 byte order mark at all, and a crawler built on it is refused every URL. Converting the file to UTF-8 keeps its text and changes only how it is stored.</source>
        <comment>check.R109.why</comment>
        <translation>RFC 9309 は robots.txt を UTF-8 のテキストと定めており、クローラーもそのように読みます。UTF-16 や UTF-32 で保存されたファイル（Windows のエディターの一部がそうします。メモ帳の「Unicode」）をそのように読むと、文字ごとに NUL バイトが並ぶため、どの行も User-agent にもルールにもなりません。Google のパーサー、Bing、Yandex、RFC 9309 準拠の実装、1994 年の標準、Perl の WWW::RobotRules、Ruby の gem はルールを 1 つも見つけず、すべての URL を許可します。Python の urllib.robotparser（3.11）は UTF-16 や UTF-32 のバイトオーダーマーク付きのファイルをそもそもデコードできず、それを使うクローラーはすべての URL を拒否されます。UTF-8 に変換しても、テキストはそのままで、保存の形式が変わるだけです。</translation>
    </message>
    <message>
        <source>The file starts as %1 text but is not well-formed %1, and not UTF-8 (RFC 9309 §2.3): %2 find no rules in it, so every URL is allowed</source>
        <comment>diag.R109.invalid</comment>
        <translation>このファイルは %1 のテキストとして始まりますが、正しい %1 でも UTF-8 でもありません（RFC 9309 §2.3）: %2 はルールを 1 つも見つけないため、すべての URL が許可されます</translation>
    </message>
    <message>
        <source>The file is %1, not UTF-8 (RFC 9309 §2.3): read as served, %2 find no rules in it, so every URL is allowed; converted to UTF-8 it has %3 rule(s)</source>
        <comment>diag.R109</comment>
        <translation>このファイルは UTF-8 ではなく %1 です（RFC 9309 §2.3）: 配信されたまま読むと %2 はルールを 1 つも見つけないため、すべての URL が許可されます。UTF-8 に変換すると %3 個のルールがあります</translation>
    </message>
    <message>
        <source>The file is %1, not UTF-8 (RFC 9309 §2.3): crawlers read its bytes, not its text; converted to UTF-8 it has %2 rule(s)</source>
        <comment>diag.R109.rules</comment>
        <translation>このファイルは UTF-8 ではなく %1 です（RFC 9309 §2.3）: クローラーはテキストではなくバイト列を読みます。UTF-8 に変換すると %2 個のルールがあります</translation>
    </message>
    <message>
        <source>Python&apos;s urllib.robotparser (3.11) cannot decode these bytes as UTF-8: read() stops with UnicodeDecodeError, and a parser that has read nothing refuses every URL</source>
        <comment>diag.R109.python</comment>
        <translation>Python の urllib.robotparser（3.11）はこのバイト列を UTF-8 としてデコードできません: read() は UnicodeDecodeError で止まり、何も読んでいないパーサーはすべての URL を拒否します</translation>
    </message>
    <message>
        <source>Convert the file from %1 to UTF-8</source>
        <comment>fix.R109</comment>
        <translation>ファイルを %1 から UTF-8 に変換</translation>
    </message>
    <message>
        <source>gzip data</source>
        <comment>message.binary.gzip</comment>
        <translation>gzip データ</translation>
    </message>
    <message>
        <source>a zip archive</source>
        <comment>message.binary.zip</comment>
        <translation>zip アーカイブ</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <comment>message.binary.pdf</comment>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <comment>message.binary.png</comment>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <comment>message.binary.jpeg</comment>
        <translation>JPEG 画像</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <comment>message.binary.gif</comment>
        <translation>GIF 画像</translation>
    </message>
    <message>
        <source>an executable</source>
        <comment>message.binary.elf</comment>
        <translation>実行ファイル</translation>
    </message>
    <message>
        <source>zstd data</source>
        <comment>message.binary.zstd</comment>
        <translation>zstd データ</translation>
    </message>
    <message>
        <source>bzip2 data</source>
        <comment>message.binary.bzip2</comment>
        <translation>bzip2 データ</translation>
    </message>
    <message>
        <source>RFC 9309 only obliges crawlers to parse the first 500 kibibytes of a robots.txt, and Google stops exactly there: every line after the cut is ignored, and the line the cut falls in is read only up to the cut. Yandex&apos;s documentation goes further: a robots.txt over its limit allows everything, which is what a fetch decides for Yandex here (its fetch policy), while verdicts on the text itself read its first 500 KiB like the others. Rules at the end of a very large file therefore do nothing for the crawlers that matter most. The finding says, for each reader, how many lines, rules and whole groups it loses, and how it reads the line the cut falls in.</source>
        <comment>check.R102.why</comment>
        <translation>RFC 9309 がクローラーに義務づけているのは robots.txt の先頭 500 キビバイトの解析だけで、Google はちょうどそこで読むのをやめます。切れ目より後の行はすべて無視され、切れ目にかかる行は切れ目までしか読まれません。Yandex のドキュメントはさらに、上限を超える robots.txt はすべて許可になるとしています。ここでは Yandex の取得時にそのとおりに判定されます（取得ポリシー）が、テキストそのものに対する判定は他と同じく先頭 500 KiB を読みます。そのため、非常に大きなファイルの末尾にあるルールは、最も重要なクローラーに対して何の効果もありません。この指摘は、読み手ごとに失われる行・ルール・グループ全体の数と、切れ目にかかる行がどう読まれるかを示します。</translation>
    </message>
    <message>
        <source>Dialects give different verdicts</source>
        <comment>check.R511.title</comment>
        <translation>方言によって判定が異なる</translation>
    </message>
    <message>
        <source>Dialects disagree for %1 on %2 (and on %5 more of the paths tried): allowed by %3, disallowed by %4</source>
        <comment>diag.R511.more</comment>
        <translation>%1 について %2（ほかに試したパスのうち %5 個も同様）で方言の判定が分かれます: %3 は許可、%4 は不許可</translation>
    </message>
    <message>
        <source>Dialects disagree for %1 on %2: allowed by %3, disallowed by %4</source>
        <comment>diag.R511</comment>
        <translation>%1 について %2 で方言の判定が分かれます: %3 は許可、%4 は不許可</translation>
    </message>
    <message>
        <source>Dialects disagree for a crawler no group names (%1) on %2 (and on %5 more of the paths tried): allowed by %3, disallowed by %4</source>
        <comment>diag.R511.other-more</comment>
        <translation>どのグループも名指ししないクローラー（%1）について %2（ほかに試したパスのうち %5 個も同様）で方言の判定が分かれます: %3 は許可、%4 は不許可</translation>
    </message>
    <message>
        <source>Dialects disagree for a crawler no group names (%1) on %2: allowed by %3, disallowed by %4</source>
        <comment>diag.R511.other</comment>
        <translation>どのグループも名指ししないクローラー（%1）について %2 で方言の判定が分かれます: %3 は許可、%4 は不許可</translation>
    </message>
    <message>
        <source>Chosen by %1: no rule of this group matches, so the path is allowed</source>
        <comment>diag.R511.no-rule</comment>
        <translation>%1 が選ぶグループ: このグループのどのルールにも一致しないため、パスは許可されます</translation>
    </message>
    <message>
        <source>Allows it for %1</source>
        <comment>diag.R511.allows</comment>
        <translation>%1 ではこの行が許可します</translation>
    </message>
    <message>
        <source>Disallows it for %1</source>
        <comment>diag.R511.disallows</comment>
        <translation>%1 ではこの行が不許可にします</translation>
    </message>
    <message>
        <source>The dialects split the same way for %1</source>
        <comment>diag.R511.alike</comment>
        <translation>%1 についても方言の判定は同じように分かれます</translation>
    </message>
    <message>
        <source>The file is %1 bytes; %2 read only its first %3: line %4 is cut there and everything after it is ignored</source>
        <comment>diag.R102.cut</comment>
        <translation>ファイルは %1 バイトですが、%2 が読むのは先頭の %3 バイトだけです: %4 行目がそこで切れ、それより後はすべて無視されます</translation>
    </message>
    <message>
        <source>The file is %1 bytes; %2 read only its first %3: everything from line %4 on is ignored</source>
        <comment>diag.R102</comment>
        <translation>ファイルは %1 バイトですが、%2 が読むのは先頭の %3 バイトだけです: %4 行目以降はすべて無視されます</translation>
    </message>
    <message>
        <source>For %1 the cut drops %2 lines, with %3 rules and %4 whole groups</source>
        <comment>diag.R102.lost</comment>
        <translation>%1 では切れ目により %2 行が失われます（ルール %3 個、グループ全体 %4 個）</translation>
    </message>
    <message>
        <source>For %1 line %2 ends at the cut as %3, which is not a record: it is ignored</source>
        <comment>diag.R102.cut-ignored</comment>
        <translation>%1 では %2 行目が切れ目で %3 として終わり、レコードではないため無視されます</translation>
    </message>
    <message>
        <source>For %1 line %2 ends at the cut and is read as %3</source>
        <comment>diag.R102.cut-read</comment>
        <translation>%1 では %2 行目が切れ目で終わり、%3 として読まれます</translation>
    </message>
    <message>
        <source>Fetched, a file over %2 bytes allows everything for %1 (its fetch policy); verdicts on the text itself (check, compare, the tester) read its first %3 bytes</source>
        <comment>diag.R102.fetch-allow-all</comment>
        <translation>%1 では、取得した %2 バイトを超えるファイルはすべて許可になります（取得ポリシー）。テキストそのものに対する判定（check、compare、テスター）は先頭の %3 バイトを読みます</translation>
    </message>
    <message>
        <source>The other checks each look for one known cause of disagreement; this one asks the engine itself. For every crawler the file names, and for one it does not name, it takes `/` and a path from each rule of the groups chosen for that crawler, and compares the verdict of every dialect. Where they differ, crawlers built on different readers treat the same URL differently, whatever the cause: the Ruby gem, for one, uses the first group in file order that matches, so a `User-agent: *` group written above a crawler&apos;s own group decides for it (the 1994 standard&apos;s cybermapper example). One finding per crawler and split of the dialects, with an example path and the lines that decide on each side; crawlers whose split has the same cause are named in the same finding, a split decided only by lines that a line or path check already reports (a typo only Google accepts, a `*` some readers take literally) is left to that finding, and a file gets a few at most. Files over 64 KiB are not compared as you type (it takes a parse of the whole file per dialect): `robotstxt compare` answers for them.</source>
        <comment>check.R511.why</comment>
        <translation>他のチェックはそれぞれ、判定が食い違う既知の原因を一つずつ探します。このチェックはエンジンそのものに問い合わせます。ファイルが名指しするクローラーそれぞれと、名指ししないクローラー一つについて、`/` と、そのクローラーに選ばれたグループの各ルールから作ったパスを取り、すべての方言の判定を比べます。判定が異なる場所では、異なる読み手に基づくクローラーが同じ URL を異なって扱います。原因は問いません。たとえば Ruby の gem はファイル順で最初に一致するグループを使うため、クローラー自身のグループより上に書かれた `User-agent: *` グループがそのクローラーの判定を決めます（1994 年の標準の cybermapper の例）。指摘はクローラーと方言の分かれ方ごとに一つで、例となるパスと、それぞれの側で判定を決める行を示します。同じ原因で分かれるクローラーは同じ指摘の中で名前を挙げ、行やパスのチェックがすでに指摘している行だけで決まる分かれ方（Google だけが受け付けるつづり間違い、一部の読み手が文字どおりに読む `*` など）はその指摘に任せ、一つのファイルにつき指摘はごく少数です。64 KiB を超えるファイルは入力中には比較しません（方言ごとにファイル全体の解析が必要なため）。それらには `robotstxt compare` が答えます。</translation>
    </message>
    <message>
        <source>The whole name (any case), else the first value inside the name</source>
        <comment>dialect.value.agent-match.exact-then-substring</comment>
        <translation>名前全体（大文字小文字を区別しない）、なければ名前に含まれる最初の値</translation>
    </message>
    <message>
        <source>Merged per User-agent value, keeping only the names they share exactly</source>
        <comment>dialect.value.groups.merged-per-value</comment>
        <translation>User-agent の値ごとに統合し、完全に同じ名前だけを残す</translation>
    </message>
    <message>
        <source>The match that reaches furthest into the URL wins</source>
        <comment>dialect.value.precedence.longest-in-url</comment>
        <translation>URL の中で最も先まで一致した規則が優先</translation>
    </message>
    <message>
        <source>The match that reaches furthest into the URL wins (a wildcard counts what it matched); on a tie Allow wins</source>
        <comment>dialect.value.precedence.longest-in-url-allow-ties</comment>
        <translation>URL の中で最も先まで一致した規則が優先（ワイルドカードは一致した分を数える）。同じなら Allow が優先</translation>
    </message>
    <message>
        <source>Both sides quote(unquote()), the query between = and &amp;</source>
        <comment>dialect.value.encoding.python-rfc9309</comment>
        <translation>両方に quote(unquote())、クエリは = と &amp; で区切って</translation>
    </message>
    <message>
        <source>its User-agent value is the agent&apos;s whole name</source>
        <comment>verdict.group-reason.exact-name</comment>
        <translation>User-agent の値がエージェント名全体と一致する</translation>
    </message>
    <message>
        <source>a URL urllib.parse cannot split matches no rule</source>
        <comment>verdict.decider.malformed-url</comment>
        <translation>urllib.parse が分割できない URL はどの規則にも一致しない</translation>
    </message>
    <message>
        <source>urllib.parse cannot split this URL (an unmatched bracket, or a bracketed host that is not an IPv6 address), and a malformed URL matches no rule: allowed</source>
        <comment>verdict.precedence.malformed-url</comment>
        <translation>urllib.parse はこの URL を分割できず（対応しない角括弧、または IPv6 アドレスではない角括弧内のホスト）、不正な URL はどの規則にも一致しない: 許可</translation>
    </message>
    <message>
        <source>`%1` is compared as `%2`: everything before its first `/`</source>
        <comment>verdict.agent-note.before-slash</comment>
        <translation>`%1` は `%2` として比べられます: 最初の `/` より前のすべてです</translation>
    </message>
    <message>
        <source>This group applies to no crawler named by %1 in any dialect: it is not a product token (letters, `-`, `_`; RFC 9309 §2.2.1)</source>
        <comment>diag.R306.none</comment>
        <translation>このグループは、どの方言でも %1 が名指しするクローラーに適用されません: これはプロダクトトークン（英字、`-`、`_`。RFC 9309 §2.2.1）ではありません</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2`: its group is not the one used for `%3`</source>
        <comment>verdict.agent-line.not-used</comment>
        <translation>%1 行目の `User-agent: %2`: そのグループは `%3` に使われるグループではありません</translation>
    </message>
    <message>
        <source>`%1` is looked up as it is first (the whole name, any case), then `%2` (everything before its first `/`) is searched for each group&apos;s names</source>
        <comment>verdict.agent-note.exact-then-before-slash</comment>
        <translation>`%1` はまずそのままの形（名前全体、大文字小文字を区別しない）で探され、次に `%2`（最初の `/` より前のすべて）が各グループの名前の中で探されます</translation>
    </message>
    <message>
        <source>The Robots Exclusion Protocol as standardised in 2022; where it is silent, as its reference library reads</source>
        <comment>dialect.rfc9309.description</comment>
        <translation>2022 年に標準化された Robots Exclusion Protocol。規格が何も言わないところでは参照ライブラリと同じに読む</translation>
    </message>
    <message>
        <source>Empty URL</source>
        <comment>testset.error.empty-url</comment>
        <translation>URL が空です</translation>
    </message>
    <message>
        <source>Every pattern is a prefix, so a trailing `*` adds nothing for readers with wildcards (`/private*` is `/private`). Readers without wildcards — the 1994 standard, Perl, Python 3.11 — take the `*` literally, and the rule then matches nothing. Python 3.15&apos;s rewrite weighs a rule by how much of the URL it matched, so there a trailing `*` makes the rule outweigh longer ones: dropping it is a safe fix only when Python 3.15 is not among the dialects you lint for.</source>
        <comment>check.R404.why</comment>
        <translation>すべてのパターンは前方一致なので、ワイルドカードを扱う読み手にとって末尾の `*` は何も加えません（`/private*` は `/private` と同じ）。ワイルドカードのない読み手（1994 年の標準、Perl、Python 3.11）は `*` を文字どおりに扱い、ルールは何にも一致しなくなります。Python 3.15 の書き直し版は、ルールを URL のどれだけに一致したかで重み付けするため、末尾の `*` があるとより長いルールに勝ちます。そのため、これを取り除く修正が安全なのは、検査対象の方言に Python 3.15 が含まれないときだけです。</translation>
    </message>
    <message>
        <source>`$` anchors only at the end of a pattern: %1 drops this whole rule</source>
        <comment>diag.R403.dropped</comment>
        <translation>`$` はパターンの末尾でのみアンカーになります: %1 はこのルール全体を捨てます</translation>
    </message>
    <message>
        <source>`$` anchors only at the end of a pattern: %1 drops this whole rule, %2 read a literal `$` here (write `%24` if you mean one)</source>
        <comment>diag.R403.mixed</comment>
        <translation>`$` はパターンの末尾でのみアンカーになります: %1 はこのルール全体を捨て、%2 はここを文字どおりの `$` と読みます（その意味なら `%24` と書いてください）</translation>
    </message>
    <message>
        <source>Trailing `*` adds nothing for %1 (patterns are prefixes), makes the rule weigh the whole URL for %2 (it can outweigh longer rules) and makes it match nothing for %3</source>
        <comment>diag.R404.weighs</comment>
        <translation>末尾の `*` は %1 では何も加えません（パターンは前方一致）。%2 ではルールの重みが URL 全体になり（より長いルールに勝つことがあります）、%3 ではルールが何にも一致しなくなります</translation>
    </message>
    <message>
        <source>Trailing `*` adds nothing for %1 (patterns are prefixes); for %2 it makes the rule weigh the whole URL, so it can outweigh longer rules</source>
        <comment>diag.R404.hint-weighs</comment>
        <translation>末尾の `*` は %1 では何も加えません（パターンは前方一致）。%2 ではルールの重みが URL 全体になるため、より長いルールに勝つことがあります</translation>
    </message>
    <message>
        <source>Write the label as %1</source>
        <comment>fix.R610</comment>
        <translation>ラベルを %1 と書く</translation>
    </message>
    <message>
        <source>The preference %1 is not a structured-field dictionary (RFC 9651): readers of the aipref drafts take it as no preference for every label</source>
        <comment>diag.R609</comment>
        <translation>設定 %1 は構造化フィールドの辞書（RFC 9651）ではありません: aipref ドラフトに従う実装は、すべてのラベルについて設定なしとみなします</translation>
    </message>
    <message>
        <source>Write the label as %1</source>
        <comment>fix.R611</comment>
        <translation>ラベルを %1 と書く</translation>
    </message>
    <message>
        <source>Unknown label %1 is ignored: did you mean %2?</source>
        <comment>diag.R610.did-you-mean</comment>
        <translation>不明なラベル %1 は無視されます: %2 のことですか？</translation>
    </message>
    <message>
        <source>%1 is Content-Signal&apos;s spelling: Content-Usage takes `y` or `n`, so %2 has no preference</source>
        <comment>diag.R612.usage-yes-no</comment>
        <translation>%1 は Content-Signal の書き方です: Content-Usage は `y` か `n` をとるため、%2 には設定がありません</translation>
    </message>
    <message>
        <source>Value %1 of %2 is neither `y` nor `n`: it means no preference</source>
        <comment>diag.R612.usage</comment>
        <translation>%2 の値 %1 は `y` でも `n` でもありません: 設定なしを意味します</translation>
    </message>
    <message>
        <source>Write %1</source>
        <comment>fix.R612</comment>
        <translation>%1 と書く</translation>
    </message>
    <message>
        <source>Content-Signal outside any group: Cloudflare&apos;s reading applies it to no crawler, while parsers that read it for the whole file apply it to every crawler</source>
        <comment>diag.R312</comment>
        <translation>どのグループにも属さない Content-Signal: Cloudflare の読み方ではどのクローラーにも適用されず、ファイル全体に対するものとして読むパーサーではすべてのクローラーに適用されます</translation>
    </message>
    <message>
        <source>%1 is not a list of `key=value` pairs separated by commas</source>
        <comment>diag.R613.syntax</comment>
        <translation>%1 はカンマで区切った `key=value` の並びではありません</translation>
    </message>
    <message>
        <source>Unknown Content-Signal key %1: only `search`, `ai-input`, `ai-train` and `use` are defined, so crawlers ignore it</source>
        <comment>diag.R613</comment>
        <translation>不明な Content-Signal のキー %1: 定義されているのは `search`、`ai-input`、`ai-train`、`use` だけなので、クローラーはこれを無視します</translation>
    </message>
    <message>
        <source>Unknown Content-Signal key %1: did you mean %2?</source>
        <comment>diag.R613.did-you-mean</comment>
        <translation>不明な Content-Signal のキー %1: %2 のことですか？</translation>
    </message>
    <message>
        <source>Write the key as %1</source>
        <comment>fix.R613</comment>
        <translation>キーを %1 と書く</translation>
    </message>
    <message>
        <source>%1 is Content-Usage&apos;s spelling: Content-Signal takes `yes` or `no`, so %2 has no signal</source>
        <comment>diag.R612.signal-y-n</comment>
        <translation>%1 は Content-Usage の書き方です: Content-Signal は `yes` か `no` をとるため、%2 にはシグナルがありません</translation>
    </message>
    <message>
        <source>Value %1 of %2 is neither `yes` nor `no`: it means no signal</source>
        <comment>diag.R612.signal</comment>
        <translation>%2 の値 %1 は `yes` でも `no` でもありません: シグナルなしを意味します</translation>
    </message>
    <message>
        <source>The preference for %1 has no effect: line %2 disallows that path, and a preference applies only to URLs the crawler may fetch (draft-ietf-aipref-attach-05)</source>
        <comment>diag.R311</comment>
        <translation>%1 に対する設定は効果がありません: %2 行目がそのパスを拒否しており、設定はクローラーが取得できる URL にだけ適用されます（draft-ietf-aipref-attach-05）</translation>
    </message>
    <message>
        <source>%1 is the name %2 publishes for its crawler, but not a product token (RFC 9309 §2.2.1: letters, `-` and `_`): Google&apos;s parser reads it as %3</source>
        <comment>diag.R313</comment>
        <translation>%1 は %2 が自社のクローラーとして公開している名前ですが、プロダクトトークン（RFC 9309 §2.2.1: 英字、`-`、`_`）ではありません: Google のパーサーはこれを %3 と読みます</translation>
    </message>
    <message>
        <source>Crawl-delay has no meaning here: %1 never fetches anything (a control token: only its group&apos;s Allow and Disallow lines count)</source>
        <comment>diag.R314</comment>
        <translation>ここでの Crawl-delay には意味がありません: %1 は何も取得しません（コントロールトークンであり、そのグループの Allow 行と Disallow 行だけが意味を持ちます）</translation>
    </message>
    <message>
        <source>%1 is blocked, but %2&apos;s other AI crawlers (%3) are not named: they may fetch `/` under the `*` group</source>
        <comment>diag.R315</comment>
        <translation>%1 はブロックされていますが、%2 のほかの AI クローラー（%3）は名指しされていません: これらは `*` グループのもとで `/` を取得できます</translation>
    </message>
    <message>
        <source>Content-Usage for a path the group disallows</source>
        <comment>check.R311.title</comment>
        <translation>グループが拒否しているパスに対する Content-Usage</translation>
    </message>
    <message>
        <source>draft-ietf-aipref-attach-05 applies a preference only to URLs the crawler may fetch: a crawler that obeys the group never fetches a disallowed path, so a preference attached to it has no effect. Either the path should be allowed, or the line can go.</source>
        <comment>check.R311.why</comment>
        <translation>draft-ietf-aipref-attach-05 は、クローラーが取得できる URL にだけ設定を適用します。グループに従うクローラーは拒否されたパスを取得しないため、そのパスに付けた設定には効果がありません。パスを許可するか、その行を削除してください。</translation>
    </message>
    <message>
        <source>Content-Signal outside any group</source>
        <comment>check.R312.title</comment>
        <translation>どのグループにも属さない Content-Signal</translation>
    </message>
    <message>
        <source>Cloudflare&apos;s Content Signals Policy has no formal grammar; Cloudflare writes `Content-Signal` inside the `User-agent: *` group, and a reader that follows it attaches the line to a group. Other parsers take the line for the whole file. Before the first User-agent line the two readings part: one applies the signals to every crawler, the other to none. Put the line inside the group it is meant for.</source>
        <comment>check.R312.why</comment>
        <translation>Cloudflare の Content Signals Policy には正式な文法がありません。Cloudflare は `Content-Signal` を `User-agent: *` グループの中に書き、それに従う実装はこの行をグループに結び付けます。ほかのパーサーはこの行をファイル全体に対するものとして読みます。最初の User-agent 行より前では、2 つの読み方が分かれます。一方はシグナルをすべてのクローラーに適用し、もう一方はどのクローラーにも適用しません。この行は、対象とするグループの中に置いてください。</translation>
    </message>
    <message>
        <source>AI crawler named by a name that is not a product token</source>
        <comment>check.R313.title</comment>
        <translation>プロダクトトークンではない名前で指定された AI クローラー</translation>
    </message>
    <message>
        <source>Crawl-delay for a control token</source>
        <comment>check.R314.title</comment>
        <translation>コントロールトークンに対する Crawl-delay</translation>
    </message>
    <message>
        <source>Google-Extended, Applebot-Extended and the like are control tokens: no crawler fetches under these names, and only the Allow and Disallow lines of their groups mean anything (whether pages fetched by the operator&apos;s other crawlers may train its models). A Crawl-delay there slows nothing down.</source>
        <comment>check.R314.why</comment>
        <translation>Google-Extended や Applebot-Extended などはコントロールトークンです。この名前で取得を行うクローラーはなく、そのグループの Allow 行と Disallow 行だけが意味を持ちます（事業者のほかのクローラーが取得したページをモデルの学習に使ってよいかどうか）。そこに書いた Crawl-delay は何も遅くしません。</translation>
    </message>
    <message>
        <source>An operator&apos;s AI crawler blocked, its siblings not</source>
        <comment>check.R315.title</comment>
        <translation>事業者の AI クローラーの一つだけをブロックし、兄弟クローラーはブロックしていない</translation>
    </message>
    <message>
        <source>AI operators run several crawlers: OpenAI&apos;s GPTBot collects training data while OAI-SearchBot and ChatGPT-User fetch for search and for users; Anthropic, Perplexity and others work the same way. Blocking one of them by name leaves the others to the `*` group. That can be intended (no training, but citations), so this is only information: the finding names the siblings that may still fetch.</source>
        <comment>check.R315.why</comment>
        <translation>AI の事業者は複数のクローラーを運用しています。OpenAI の GPTBot は学習用のデータを集め、OAI-SearchBot と ChatGPT-User は検索とユーザーのために取得します。Anthropic や Perplexity なども同様です。そのうちの一つを名前でブロックしても、ほかは `*` グループに従います。それが意図どおりのこともある（学習は不可、引用は可）ので、これは情報にとどめます。指摘は、まだ取得できる兄弟クローラーを挙げます。</translation>
    </message>
    <message>
        <source>Content-Usage preference that does not parse</source>
        <comment>check.R609.title</comment>
        <translation>解析できない Content-Usage の設定</translation>
    </message>
    <message>
        <source>Unknown or upper-case Content-Usage label</source>
        <comment>check.R610.title</comment>
        <translation>不明な、または大文字を含む Content-Usage のラベル</translation>
    </message>
    <message>
        <source>Content-Usage label of an earlier draft</source>
        <comment>check.R611.title</comment>
        <translation>以前のドラフトの Content-Usage のラベル</translation>
    </message>
    <message>
        <source>Preference value of the wrong vocabulary</source>
        <comment>check.R612.title</comment>
        <translation>別の語彙の設定値</translation>
    </message>
    <message>
        <source>Unknown Content-Signal key</source>
        <comment>check.R613.title</comment>
        <translation>不明な Content-Signal のキー</translation>
    </message>
    <message>
        <source>Cloudflare&apos;s Content Signals Policy defines the keys `search`, `ai-input` and `ai-train` (and, since 2026, `use`). Any other key, a misspelling such as `ai_train` or a label of the IETF vocabulary such as `train-ai`, is ignored by readers of the policy, and that use keeps no signal.</source>
        <comment>check.R613.why</comment>
        <translation>Cloudflare の Content Signals Policy が定めるキーは `search`、`ai-input`、`ai-train`（および 2026 年からの `use`）です。それ以外のキー、たとえば `ai_train` のような綴り誤りや、`train-ai` のような IETF の語彙のラベルは、このポリシーに従う実装に無視され、その用途にはシグナルが残りません。</translation>
    </message>
    <message>
        <source>Reads robots.txt as RFC 9309 does: the same groups, rules and verdicts</source>
        <comment>dialect.aipref.choice.base</comment>
        <translation>robots.txt を RFC 9309 と同じに読む: グループ、ルール、判定は同じ</translation>
    </message>
    <message>
        <source>Content-Usage lines give usage preferences (draft-ietf-aipref-attach-05, a working-group draft): the longest matching path decides, `n` wins a tie</source>
        <comment>dialect.aipref.choice.content-usage</comment>
        <translation>Content-Usage 行が利用設定を与える（draft-ietf-aipref-attach-05、ワーキンググループのドラフト）: 最も長く一致したパスが決め、同じなら `n` が優先</translation>
    </message>
    <message>
        <source>Content-Signal (Cloudflare, no formal grammar) read both inside its group and for the whole file</source>
        <comment>dialect.aipref.choice.content-signal</comment>
        <translation>Content-Signal（Cloudflare、正式な文法なし）は、そのグループの中としても、ファイル全体に対するものとしても読む</translation>
    </message>
    <message>
        <source>RFC 9309 + AI preferences (drafts)</source>
        <comment>dialect.aipref.title</comment>
        <translation>RFC 9309 + AI 利用設定（ドラフト）</translation>
    </message>
    <message>
        <source>Content-Usage lines are not read by %1 (the aipref dialect reads them: draft-ietf-aipref-attach-05, a working-group draft)</source>
        <comment>verdict.usage.not-read</comment>
        <translation>%1 は Content-Usage 行を読みません（読むのは aipref 方言です: draft-ietf-aipref-attach-05、ワーキンググループのドラフト）</translation>
    </message>
    <message>
        <source>No usage preference applies: a preference applies only to URLs the crawler may fetch (draft-ietf-aipref-attach-05)</source>
        <comment>verdict.usage.not-fetched</comment>
        <translation>利用設定は適用されません: 設定はクローラーが取得できる URL にだけ適用されます（draft-ietf-aipref-attach-05）</translation>
    </message>
    <message>
        <source>No Content-Usage line of the chosen groups matches: no usage preference</source>
        <comment>verdict.usage.none</comment>
        <translation>選ばれたグループのどの Content-Usage 行も一致しません: 利用設定なし</translation>
    </message>
    <message>
        <source>Deciding Content-Usage: line %1 `%2` (longest matching path, draft-ietf-aipref-attach-05)</source>
        <comment>verdict.usage.deciding</comment>
        <translation>決め手の Content-Usage: %1 行目の `%2`（最も長く一致したパス、draft-ietf-aipref-attach-05）</translation>
    </message>
    <message>
        <source>The 1994 standard separates records with blank lines and calls a User-agent line after a Disallow line a malformed record. RFC 9309 and Perl&apos;s WWW::RobotRules start a new group at that User-agent (Perl&apos;s manual: &quot;the parser will assume that a blank line should have been placed before that User-agent field&quot;), and so does every reader modelled here — usually an info. It becomes a warning when the record above ends only in lines a reader does not count as rules: the 1994 standard and WWW::RobotRules have no Allow, so after `Allow` lines the next User-agent joins the record above and its agents share all the rules. A blank line makes the split explicit for every reader; the WWW::RobotRules manual&apos;s &quot;ancient castle&quot; is the classic case.</source>
        <comment>check.R302.why</comment>
        <translation>1994 年の標準はレコードを空行で区切り、Disallow 行の後の User-agent 行を不正なレコードとしています。RFC 9309 と Perl の WWW::RobotRules はその User-agent から新しいグループを始めます（Perl のマニュアル:「このパーサは User-Agent フィールドの前に空行があることを仮定」）。ここでモデル化しているすべての実装も同様なので、通常は情報レベルです。上のレコードが、実装がルールとして数えない行だけで終わっている場合は警告になります。1994 年の標準と WWW::RobotRules には Allow がないため、`Allow` 行の後の User-agent は上のレコードに合流し、そのエージェントはすべてのルールを共有します。空行を入れれば、どの実装に対しても区切りが明確になります。WWW::RobotRules のマニュアルにある「古城（ancient castle）」の例が典型です。</translation>
    </message>
    <message>
        <source>`Disallow: /` in the `*` group closes the whole site to every crawler that has no group of its own — search engines included, so pages drop out of search results over time. Right for staging sites (the 1994 standard&apos;s &quot;go away&quot; example), a disaster when it reaches production.</source>
        <comment>check.R506.why</comment>
        <translation>`*` グループの `Disallow: /` は、専用のグループを持たないすべてのクローラーに対してサイト全体を閉じます。検索エンジンも含まれるため、ページは次第に検索結果から消えていきます。ステージングサイトには正しい設定ですが（1994 年の標準の「go away」の例）、本番環境に出てしまうと大惨事です。</translation>
    </message>
    <message>
        <source>longest match: %1 byte beats %2</source>
        <comment>verdict.precedence.longest-match.one</comment>
        <translation>最長一致: %1 バイトが %2 に勝つ</translation>
    </message>
    <message>
        <source>longest match: %1 byte, no opposing rule matches</source>
        <comment>verdict.precedence.longest-match-unopposed.one</comment>
        <translation>最長一致: %1 バイト、反対のルールは一致しない</translation>
    </message>
    <message>
        <source>tie: allow wins (both %1 byte)</source>
        <comment>verdict.precedence.tie-allow-wins.one</comment>
        <translation>同点: Allow が優先（どちらも %1 バイト）</translation>
    </message>
    <message>
        <source>tie: disallow wins (both %1 byte)</source>
        <comment>verdict.precedence.tie-disallow-wins.one</comment>
        <translation>同点: Disallow が優先（どちらも %1 バイト）</translation>
    </message>
    <message>
        <source>sorted by length, the last rule that applies wins: line %1 (%2 byte)</source>
        <comment>verdict.precedence.length-sorted.one</comment>
        <translation>長さ順に並べ、適用される最後のルールが優先: %1 行目（%2 バイト）</translation>
    </message>
    <message>
        <source>Line %1 `%2` matches (%3 byte)</source>
        <comment>verdict.candidate.one</comment>
        <translation>%1 行目 `%2` が一致（%3 バイト）</translation>
    </message>
    <message>
        <source>HTTP %1, but the body could not be read: %2</source>
        <comment>fetch.body-unreadable</comment>
        <translation>HTTP %1 ですが本文を読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>The title line `#` has no words</source>
        <comment>testset.lesson.empty-title</comment>
        <translation>タイトル行 `#` に言葉がありません</translation>
    </message>
    <message>
        <source>Text before the title is not shown: the page starts with its `# Title` line</source>
        <comment>testset.lesson.before-title</comment>
        <translation>タイトルより前のテキストは表示されません。ページは `# タイトル` の行から始まります</translation>
    </message>
    <message>
        <source>A second `## %1` section: a page has one, its items are read all the same</source>
        <comment>testset.lesson.section-twice</comment>
        <translation>2 つ目の `## %1` 節です。ページに 1 つだけ置く節ですが、項目はそのまま読み込みます</translation>
    </message>
    <message>
        <source>Expected a goal item `- ID: what to achieve`, found %1</source>
        <comment>testset.lesson.goal-item</comment>
        <translation>目標の項目 `- ID: 達成すること` を期待しましたが、%1 がありました</translation>
    </message>
    <message>
        <source>Expected a hint item `- ID: the hint`, found %1</source>
        <comment>testset.lesson.hint-item</comment>
        <translation>ヒントの項目 `- ID: ヒント` を期待しましたが、%1 がありました</translation>
    </message>
    <message>
        <source>Goal %1 is listed twice</source>
        <comment>testset.lesson.goal-twice</comment>
        <translation>目標 %1 が 2 回挙げられています</translation>
    </message>
    <message>
        <source>The page has no title: its first heading must be `# Title`</source>
        <comment>testset.lesson.no-title</comment>
        <translation>ページにタイトルがありません。最初の見出しは `# タイトル` にしてください</translation>
    </message>
    <message>
        <source>The page lists no goals: add `## Goals` with items `- ID: text`</source>
        <comment>testset.lesson.no-goals</comment>
        <translation>ページに目標がありません。`## Goals` 節に `- ID: テキスト` の項目を加えてください</translation>
    </message>
    <message>
        <source>Goal %1 has no words after its id</source>
        <comment>testset.lesson.goal-empty</comment>
        <translation>目標 %1 の ID の後に言葉がありません</translation>
    </message>
    <message>
        <source>Hint for %1, which the Goals list does not name</source>
        <comment>testset.lesson.hint-unknown</comment>
        <translation>%1 へのヒントですが、Goals の一覧にその目標はありません</translation>
    </message>
    <message>
        <source>A second hint for goal %1</source>
        <comment>testset.lesson.hint-twice</comment>
        <translation>目標 %1 への 2 つ目のヒントです</translation>
    </message>
    <message>
        <source>A case before any `@goal ID` line: every case of goals.tests belongs to a goal</source>
        <comment>testset.lesson.case-no-goal</comment>
        <translation>`@goal ID` 行より前にケースがあります。goals.tests のケースはすべてどれかの目標に属します</translation>
    </message>
    <message>
        <source>Goal %1 is not in the Goals list of %2</source>
        <comment>testset.lesson.case-unknown-goal</comment>
        <translation>目標 %1 は %2 の Goals の一覧にありません</translation>
    </message>
    <message>
        <source>Goal %1 has no case in goals.tests</source>
        <comment>testset.lesson.goal-no-case</comment>
        <translation>目標 %1 には goals.tests にケースがありません</translation>
    </message>
    <message>
        <source>Goal %1 has no case with an expected verdict (allowed or disallowed)</source>
        <comment>testset.lesson.goal-no-expectation</comment>
        <translation>目標 %1 には期待する判定（allowed または disallowed）を持つケースがありません</translation>
    </message>
    <message>
        <source>Expected one goal id after @goal (letters, digits, -, _ and .), found %1</source>
        <comment>testset.error.goal</comment>
        <translation>@goal の後には目標の ID を 1 つ（英字、数字、-、_、.）書きますが、%1 がありました</translation>
    </message>
    <message>
        <source>Unknown directive %1 (only @dialect and @goal exist)</source>
        <comment>testset.error.directive</comment>
        <translation>不明な指示 %1（@dialect と @goal だけがあります）</translation>
    </message>
    <message>
        <source>License that is not an absolute http(s) URL</source>
        <comment>check.R614.title</comment>
        <translation>絶対 http(s) URL ではない License</translation>
    </message>
    <message>
        <source>RSL 1.0 (Really Simple Licensing) adds one file-wide line to robots.txt, `License:` with the absolute URL of the site&apos;s license file or feed (`https://example.com/license.xml`); it belongs to no group. Clients that read RSL (AI crawlers that license content, validators such as Lighthouse) fetch that URL; a relative path, an empty value or another scheme points them nowhere, so the site&apos;s licensing terms are not found. The robots.txt readers modelled here ignore the line either way: it never changes what a crawler may fetch.</source>
        <comment>check.R614.why</comment>
        <translation>RSL 1.0（Really Simple Licensing）は robots.txt にファイル全体に適用される 1 行、サイトのライセンスファイルまたはフィードの絶対 URL を書いた `License:`（`https://example.com/license.xml`）を加えます。この行はどのグループにも属しません。RSL を読むクライアント（コンテンツのライセンスを受ける AI クローラー、Lighthouse などの検証ツール）はその URL を取得します。相対パス、空の値、ほかのスキームではどこも指さないため、サイトのライセンス条件は見つかりません。ここでモデル化している robots.txt の読み手はいずれにせよこの行を無視するため、クローラーが取得してよいものは変わりません。</translation>
    </message>
    <message>
        <source>%1 comes from the llms.txt proposal, which is a separate file (/llms.txt): no robots.txt reader uses such a line</source>
        <comment>diag.R206.llms</comment>
        <translation>%1 は llms.txt の提案に由来しますが、llms.txt は別のファイル（/llms.txt）です。このような行を使う robots.txt の読み手はありません</translation>
    </message>
    <message>
        <source>Empty License: RSL readers find no license here</source>
        <comment>diag.R614.empty</comment>
        <translation>License が空です: RSL の読み手はここでライセンスを見つけられません</translation>
    </message>
    <message>
        <source>License %1 is a relative URL: RSL 1.0 asks for an absolute URL (https://host/…) of the license file or feed, so RSL readers find no license</source>
        <comment>diag.R614.relative</comment>
        <translation>License %1 は相対 URL です: RSL 1.0 はライセンスファイルまたはフィードの絶対 URL（https://host/…）を求めるため、RSL の読み手はライセンスを見つけられません</translation>
    </message>
    <message>
        <source>License %1 is not an absolute http(s) URL: RSL readers find no license file or feed there</source>
        <comment>diag.R614</comment>
        <translation>License %1 は絶対 http(s) URL ではありません: RSL の読み手はそこでライセンスファイルもフィードも見つけられません</translation>
    </message>
    <message>
        <source>the non-ASCII character `%1`</source>
        <comment>verdict.agent-cut.non-ascii</comment>
        <translation>非 ASCII 文字 `%1`</translation>
    </message>
    <message>
        <source>the digit `%1`</source>
        <comment>verdict.agent-cut.digit</comment>
        <translation>数字 `%1`</translation>
    </message>
    <message>
        <source>a space</source>
        <comment>verdict.agent-cut.space</comment>
        <translation>空白</translation>
    </message>
    <message>
        <source>`%1`</source>
        <comment>verdict.agent-cut.other</comment>
        <translation>文字 `%1`</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` is read as an empty name by this dialect, as Google&apos;s library does (it stops at %3, the first character that is not a letter, `-` or `_`): it matches the empty agent</source>
        <comment>verdict.agent-line.match-read-empty</comment>
        <translation>%1 行目の `User-agent: %2` は、Google のライブラリと同じく、この方言では空の名前として読まれます（英字、`-`、`_` 以外の最初の文字である %3 で止まります）。空のエージェントに一致します</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` is read as `%3` (cut at %4) and names `%5`: %6</source>
        <comment>verdict.agent-line.match-read-at</comment>
        <translation>%1 行目の `User-agent: %2` は `%3` と読まれ（%4 で切れます）、`%5` を名指しします: %6</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` is read as an empty name by this dialect, as Google&apos;s library does (it stops at %3, the first character that is not a letter, `-` or `_`): it names only the empty agent, not `%4`, so its group does not apply</source>
        <comment>verdict.agent-line.no-match-read-empty</comment>
        <translation>%1 行目の `User-agent: %2` は、Google のライブラリと同じく、この方言では空の名前として読まれます（英字、`-`、`_` 以外の最初の文字である %3 で止まります）。名指しするのは空のエージェントだけで `%4` ではないため、そのグループは適用されません</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` is read as `%3` (cut at %4), which is not `%5`: its group does not apply</source>
        <comment>verdict.agent-line.no-match-read-at</comment>
        <translation>%1 行目の `User-agent: %2` は `%3` と読まれ（%4 で切れます）、`%5` ではないため、そのグループは適用されません</translation>
    </message>
    <message>
        <source>The crawler&apos;s name is empty. This dialect compares it as it is, as Google&apos;s library does, and reads a User-agent value only up to its first character that is not a letter, `-` or `_`: a value that starts with another character (a digit, a non-ASCII letter, as in `User-agent: Ünicodebot`) is read as an empty name and names this crawler</source>
        <comment>verdict.agent-note.empty</comment>
        <translation>クローラーの名前が空です。この方言は Google のライブラリと同じく名前をそのまま比べ、User-agent の値は英字、`-`、`_` 以外の最初の文字までしか読みません。それ以外の文字（数字や、`User-agent: Ünicodebot` のような非 ASCII 文字）で始まる値は空の名前として読まれ、このクローラーを名指しします</translation>
    </message>
    <message>
        <source>`%1` is not a product token (letters, `-` and `_` only, RFC 9309 §2.2.1): it is compared as given, while every User-agent value is read only up to its first other character (`User-agent: %1` stops at %2 and is read as an empty name), so no group can name this crawler and the `*` group applies</source>
        <comment>verdict.agent-note.not-a-token-empty</comment>
        <translation>`%1` はプロダクトトークン（英字、`-`、`_` のみ。RFC 9309 §2.2.1）ではありません。名前は与えられたまま比べられますが、User-agent の値はそれ以外の最初の文字までしか読まれない（`User-agent: %1` は %2 で止まり、空の名前として読まれる）ため、このクローラーを名指しできるグループはなく、`*` グループが適用されます</translation>
    </message>
    <message>
        <source>`%1` is not a product token (letters, `-` and `_` only, RFC 9309 §2.2.1): it is compared as given, while every User-agent value is read only up to its first other character (`User-agent: %1` is read as `%2`, cut at %3), so no group can name this crawler and the `*` group applies</source>
        <comment>verdict.agent-note.not-a-token-at</comment>
        <translation>`%1` はプロダクトトークン（英字、`-`、`_` のみ。RFC 9309 §2.2.1）ではありません。名前は与えられたまま比べられますが、User-agent の値はそれ以外の最初の文字までしか読まれない（`User-agent: %1` は `%2` と読まれ、%3 で切れる）ため、このクローラーを名指しできるグループはなく、`*` グループが適用されます</translation>
    </message>
    <message>
        <source>The crawler&apos;s name is empty, and the Ruby gem also takes a name that occurs in a User-agent value as a match: the empty name occurs in every value, so the first group in file order applies</source>
        <comment>verdict.agent-note.empty-glob</comment>
        <translation>クローラーの名前が空です。Ruby の gem は User-agent の値に含まれる名前も一致とみなします。空の名前はどの値にも含まれるため、ファイル順で最初のグループが適用されます</translation>
    </message>
    <message>
        <source>`Noindex`, `Nofollow` and `Noarchive` in robots.txt were never standard; Google stopped honouring them in September 2019 and no other major crawler does. Pages listed that way stay indexed. Use a `robots` meta tag or an `X-Robots-Tag` header — and do not also block the page, or the crawler never sees the tag. Lines such as `LLMs:` and `LLMs-full:` come from the llms.txt proposal, which is a separate file (`/llms.txt`): no robots.txt reader uses them (an information, not a warning: they harm nothing).</source>
        <comment>check.R206.why</comment>
        <translation>robots.txt の `Noindex`、`Nofollow`、`Noarchive` は標準になったことがなく、Google は 2019 年 9 月に扱いをやめ、ほかの主要なクローラーも従いません。このように書いたページはインデックスに残ります。`robots` meta タグか `X-Robots-Tag` ヘッダーを使ってください。その場合はページをブロックしないでください。ブロックするとクローラーはタグを見られません。`LLMs:` や `LLMs-full:` のような行は llms.txt の提案に由来しますが、llms.txt は別のファイル（`/llms.txt`）で、これらの行を使う robots.txt の読み手はありません（害はないため、警告ではなく情報です）。</translation>
    </message>
    <message>
        <source>Starts a group and names the crawler it is for, by its product token (for example Googlebot); * stands for every crawler that no other group names. Consecutive User-agent lines share the rules that follow them.</source>
        <comment>directive.user-agent.meaning</comment>
        <translation>グループを開始し、そのグループの対象となるクローラーをプロダクトトークン（例: Googlebot）で指定します。* は他のどのグループにも指定されていないすべてのクローラーを表します。連続する User-agent 行は、その後に続くルールを共有します。</translation>
    </message>
    <message>
        <source>RFC 9309 §2.1, §2.2.1</source>
        <comment>directive.user-agent.reference</comment>
        <translation>RFC 9309 の §2.1 と §2.2.1</translation>
    </message>
    <message>
        <source>Lets the crawlers of the group fetch the URLs whose path starts with the value. Under RFC 9309 the longest matching rule wins and Allow wins a tie; * matches any characters and a final $ anchors the end of the path.</source>
        <comment>directive.allow.meaning</comment>
        <translation>パスがこの値で始まる URL の取得を、グループのクローラーに許可します。RFC 9309 では最も長く一致したルールが優先され、同じ長さなら Allow が優先されます。* は任意の文字列に一致し、末尾の $ はパスの終わりを表します。</translation>
    </message>
    <message>
        <source>RFC 9309 §2.2.2, §2.2.3</source>
        <comment>directive.allow.reference</comment>
        <translation>RFC 9309 の §2.2.2 と §2.2.3</translation>
    </message>
    <message>
        <source>Forbids the crawlers of the group to fetch the URLs whose path starts with the value. An empty value forbids nothing; Disallow: / closes the whole site. * matches any characters and a final $ anchors the end of the path.</source>
        <comment>directive.disallow.meaning</comment>
        <translation>パスがこの値で始まる URL の取得を、グループのクローラーに禁止します。値が空なら何も禁止しません。Disallow: / はサイト全体を閉じます。* は任意の文字列に一致し、末尾の $ はパスの終わりを表します。</translation>
    </message>
    <message>
        <source>RFC 9309 §2.2.2, §2.2.3</source>
        <comment>directive.disallow.reference</comment>
        <translation>RFC 9309 の §2.2.2 と §2.2.3</translation>
    </message>
    <message>
        <source>The absolute URL of an XML sitemap. It belongs to no group: it applies wherever it is written, whatever User-agent lines surround it.</source>
        <comment>directive.sitemap.meaning</comment>
        <translation>XML サイトマップの絶対 URL です。どのグループにも属さず、前後にどんな User-agent 行があっても、書かれた場所に関係なく適用されます。</translation>
    </message>
    <message>
        <source>RFC 9309 §2.2.4; sitemaps.org</source>
        <comment>directive.sitemap.reference</comment>
        <translation>RFC 9309 の §2.2.4 と sitemaps.org</translation>
    </message>
    <message>
        <source>Seconds a crawler should wait between two requests. An extension: some crawlers honour it, Google ignores it (its crawl rate is set in Search Console).</source>
        <comment>directive.crawl-delay.meaning</comment>
        <translation>クローラーがリクエストの間に待つべき秒数です。拡張仕様で、従うクローラーもありますが、Google は無視します（クロール頻度は Search Console で設定します）。</translation>
    </message>
    <message>
        <source>Not in RFC 9309 (§2.2.4 allows other records); Bing and Yandex documentation</source>
        <comment>directive.crawl-delay.reference</comment>
        <translation>RFC 9309 にはない（§2.2.4 はその他のレコードを認めている）。Bing と Yandex のドキュメント</translation>
    </message>
    <message>
        <source>Yandex&apos;s preferred mirror of the site (deprecated: Yandex now follows 301 redirects). Other crawlers ignore it.</source>
        <comment>directive.host.meaning</comment>
        <translation>Yandex 向けのサイトの優先ミラーです（非推奨: 現在の Yandex は 301 リダイレクトに従います）。他のクローラーは無視します。</translation>
    </message>
    <message>
        <source>Not in RFC 9309; Yandex Webmaster help</source>
        <comment>directive.yandex.reference</comment>
        <translation>RFC 9309 にはない。Yandex ウェブマスターヘルプ</translation>
    </message>
    <message>
        <source>Yandex: URL parameters (session ids, tracking tags) that do not change the page, optionally for a path prefix, so that the URLs that differ only in them are crawled once.</source>
        <comment>directive.clean-param.meaning</comment>
        <translation>Yandex: ページの内容を変えない URL パラメーター（セッション ID、トラッキングタグ）を、必要ならパスの接頭辞ごとに指定します。これらだけが異なる URL は一度だけクロールされます。</translation>
    </message>
    <message>
        <source>Requests per period, for example 1/10 (one request every ten seconds). From the 1996 extended-standard draft; Python&apos;s robotparser reads it.</source>
        <comment>directive.request-rate.meaning</comment>
        <translation>期間あたりのリクエスト数です（例: 1/10 は 10 秒ごとに 1 リクエスト）。1996 年の拡張標準草案によるもので、Python の robotparser が読み取ります。</translation>
    </message>
    <message>
        <source>Not in RFC 9309; 1996 extended-standard draft; CPython urllib.robotparser</source>
        <comment>directive.request-rate.reference</comment>
        <translation>RFC 9309 にはない。1996 年の拡張標準草案、CPython urllib.robotparser</translation>
    </message>
    <message>
        <source>A key some crawler or proposal has used, but that none of the dialects here acts on. Noindex, Nofollow and Noarchive were never standard and Google stopped honouring them in 2019: use a robots meta tag or an X-Robots-Tag header instead.</source>
        <comment>directive.other-known-key.meaning</comment>
        <translation>一部のクローラーや提案で使われたキーですが、ここにあるどの方言も従いません。Noindex、Nofollow、Noarchive は標準になったことがなく、Google も 2019 年に対応をやめました。代わりに robots meta タグか X-Robots-Tag ヘッダーを使ってください。</translation>
    </message>
    <message>
        <source>Not in RFC 9309 (§2.2.4: other records)</source>
        <comment>directive.other-known-key.reference</comment>
        <translation>RFC 9309 にはない（§2.2.4: その他のレコード）</translation>
    </message>
    <message>
        <source>RSL 1.0 (Really Simple Licensing): the absolute URL of the site&apos;s license file or feed, which says on what terms its content may be used, for example by AI systems. It belongs to no group: it applies to the whole file wherever it is written. Clients that read RSL fetch that URL (Lighthouse accepts the line); the robots.txt readers modelled here ignore it, so it never changes what a crawler may fetch.</source>
        <comment>directive.license.meaning</comment>
        <translation>RSL 1.0（Really Simple Licensing）: サイトのライセンスファイルまたはフィードの絶対 URL です。そのコンテンツを（たとえば AI システムが）どの条件で利用できるかを示します。どのグループにも属さず、どこに書いてもファイル全体に適用されます。RSL を読むクライアントはその URL を取得します（Lighthouse もこの行を受け付けます）。ここでモデル化している robots.txt の読み手はこの行を無視するため、クローラーが取得してよいものは変わりません。</translation>
    </message>
    <message>
        <source>RSL 1.0 (rslstandard.org), not in RFC 9309</source>
        <comment>directive.license.reference</comment>
        <translation>RSL 1.0（rslstandard.org）。RFC 9309 にはありません</translation>
    </message>
    <message>
        <source>Written after the llms.txt proposal, which is a separate file (/llms.txt, /llms-full.txt): a Markdown summary of a site for language models. No robots.txt reader uses such a line; to offer the summary, publish /llms.txt itself.</source>
        <comment>directive.llms.meaning</comment>
        <translation>llms.txt の提案にならって書かれた行です。llms.txt は別のファイル（/llms.txt、/llms-full.txt）で、言語モデル向けにサイトを Markdown で要約したものです。このような行を使う robots.txt の読み手はありません。要約を提供するには /llms.txt そのものを公開してください。</translation>
    </message>
    <message>
        <source>llms.txt proposal (llmstxt.org); not in RFC 9309</source>
        <comment>directive.llms.reference</comment>
        <translation>llms.txt の提案（llmstxt.org）。RFC 9309 にはありません</translation>
    </message>
    <message>
        <source>Several AI operators publish names that are not RFC 9309 product tokens (`ChatGPT Agent`, `Brightbot 1.0`, `AI2Bot`): a space, a digit or a version. Google&apos;s parser, and RFC 9309 readers that follow it, read a User-agent value only up to its first other character and compare the crawler&apos;s whole name with that, so a group for `Brightbot 1.0` is a group for `Brightbot` and may never apply to the crawler it names. R306 reports what each dialect makes of such a line, with a fix where one exists; this finding adds what the catalogue knows. The crawler catalogue (core/data/crawlers.tsv) says which names these are.</source>
        <comment>check.R313.why</comment>
        <translation>AI の事業者の中には、RFC 9309 のプロダクトトークンではない名前を公開しているものがあります（`ChatGPT Agent`、`Brightbot 1.0`、`AI2Bot`）。空白、数字、バージョンを含む名前です。Google のパーサーと、それに倣う RFC 9309 準拠の実装は、User-agent の値をそれ以外の最初の文字の手前までしか読まず、クローラーの名前全体をそれと比べます。そのため `Brightbot 1.0` のグループは `Brightbot` のグループであり、名指ししたクローラーには一度も適用されないことがあります。R306 はそのような行を各方言がどう読むかを、修正があれば修正とともに報告します。この指摘はクローラーカタログが知っていることを補います。どの名前がそうなのかはクローラーカタログ（core/data/crawlers.tsv）に記載されています。</translation>
    </message>
    <message>
        <source>the fetch took longer than %1 s</source>
        <comment>net.fetcher.too-long</comment>
        <translation>取得に %1 秒以上かかりました</translation>
    </message>
    <message>
        <source>; reading stopped at %1 bytes</source>
        <comment>net.fetch.reading-stopped</comment>
        <translation>。%1 バイトで読み取りを停止</translation>
    </message>
    <message>
        <source>; the charset %1 is unknown, read as UTF-8</source>
        <comment>net.fetch.unknown-charset</comment>
        <translation>。文字セット %1 は不明なため UTF-8 として読み取り</translation>
    </message>
    <message>
        <source>; some bytes are not valid %1</source>
        <comment>net.fetch.invalid-bytes</comment>
        <translation>。一部のバイトは有効な %1 ではない</translation>
    </message>
    <message>
        <source>; the body is %1, not UTF-8 (RFC 9309 §2.3): its bytes are parsed as served, as robotstxt check FILE reads them</source>
        <comment>net.fetch.wide-encoding</comment>
        <translation>。本文は UTF-8 ではなく %1 です（RFC 9309 §2.3）。robotstxt check FILE と同じく、送られたままのバイトを解析します</translation>
    </message>
    <message>
        <source>compressed</source>
        <comment>net.fetch.compressed</comment>
        <translation>圧縮された</translation>
    </message>
    <message>
        <source>Only http and https URLs can be fetched (%1)</source>
        <comment>net.fetch.refused</comment>
        <translation>取得できるのは http と https の URL だけです (%1)</translation>
    </message>
    <message>
        <source>Fetch cancelled</source>
        <comment>net.fetch.cancelled</comment>
        <translation>取得をキャンセルしました</translation>
    </message>
    <message>
        <source>Redirect loop: gave up after %1 redirects</source>
        <comment>net.fetch.redirect-loop</comment>
        <translation>リダイレクトのループ: %1 回のリダイレクトの後で中止しました</translation>
    </message>
    <message>
        <source>Too many redirects: gave up after %1</source>
        <comment>net.fetch.too-many-redirects</comment>
        <translation>リダイレクトが多すぎます: %1 回の後で中止しました</translation>
    </message>
    <message>
        <source>Redirect %1 to %2 refused: only http and https URLs are followed</source>
        <comment>net.fetch.redirect-not-http</comment>
        <translation>%2 へのリダイレクト %1 を拒否しました: たどるのは http と https の URL だけです</translation>
    </message>
    <message>
        <source>Redirect %1 without a Location header</source>
        <comment>net.fetch.redirect-no-location</comment>
        <translation>Location ヘッダーのないリダイレクト %1</translation>
    </message>
    <message>
        <source>Total time-out after %1 s (%2 body bytes received)</source>
        <comment>net.fetch.total-time-out</comment>
        <translation>全体のタイムアウト: %1 秒を超えました（本文は %2 バイトまで受信）</translation>
    </message>
    <message>
        <source>Time-out: %1</source>
        <comment>net.fetch.time-out</comment>
        <translation>タイムアウト: %1</translation>
    </message>
    <message>
        <source>Connection refused by %1</source>
        <comment>net.fetch.connection-refused</comment>
        <translation>%1 に接続を拒否されました</translation>
    </message>
    <message>
        <source>Host %1 not found</source>
        <comment>net.fetch.host-not-found</comment>
        <translation>ホスト %1 が見つかりません</translation>
    </message>
    <message>
        <source>TLS error: %1</source>
        <comment>net.fetch.tls</comment>
        <translation>TLS エラー: %1</translation>
    </message>
    <message>
        <source>Connection closed after %1 of %2 body bytes</source>
        <comment>net.fetch.connection-closed</comment>
        <translation>本文 %2 バイトのうち %1 バイトで接続が閉じられました</translation>
    </message>
    <message>
        <source>Connection closed after %1 of an unknown number of body bytes</source>
        <comment>net.fetch.connection-closed-unknown-length</comment>
        <translation>本文の不明なバイト数のうち %1 バイトで接続が閉じられました</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <comment>net.fetch.network-error</comment>
        <translation>ネットワークエラー: %1</translation>
    </message>
    <message>
        <source>HTTP %1, but the server&apos;s %2 body inflates past the safety limit; it could not be read</source>
        <comment>net.fetch.decompression-limit</comment>
        <translation>HTTP %1 ですが、サーバーの %2 本文は展開すると安全上限を超えるため、読み取れませんでした</translation>
    </message>
    <message>
        <source>HTTP %1, but the server&apos;s %2 body could not be decoded (%3); it could not be read</source>
        <comment>net.fetch.undecodable</comment>
        <translation>HTTP %1 ですが、サーバーの %2 本文をデコードできず（%3）、読み取れませんでした</translation>
    </message>
    <message>
        <source>HTTP %1 %2, %3 bytes (%4)</source>
        <comment>net.fetch.success</comment>
        <translation>HTTP %1 %2、%3 バイト (%4)</translation>
    </message>
    <message>
        <source>no Content-Type</source>
        <comment>net.fetch.no-content-type</comment>
        <translation>Content-Type なし</translation>
    </message>
    <message>
        <source>Access denied (HTTP %1)</source>
        <comment>net.fetch.access-denied</comment>
        <translation>アクセス拒否 (HTTP %1)</translation>
    </message>
    <message>
        <source>Not found (HTTP 404)</source>
        <comment>net.fetch.not-found</comment>
        <translation>見つかりません (HTTP 404)</translation>
    </message>
    <message>
        <source>Gone (HTTP 410)</source>
        <comment>net.fetch.gone</comment>
        <translation>削除済み (HTTP 410)</translation>
    </message>
    <message>
        <source>Client error %1</source>
        <comment>net.fetch.client-error</comment>
        <translation>クライアントエラー %1</translation>
    </message>
    <message>
        <source>Too many requests (HTTP 429)</source>
        <comment>net.fetch.too-many-requests</comment>
        <translation>リクエスト過多 (HTTP 429)</translation>
    </message>
    <message>
        <source>Server error %1</source>
        <comment>net.fetch.server-error</comment>
        <translation>サーバーエラー %1</translation>
    </message>
    <message>
        <source>Redirect status %1 not followed</source>
        <comment>net.fetch.redirect-status</comment>
        <translation>リダイレクトステータス %1 はたどりません</translation>
    </message>
    <message>
        <source>Unexpected HTTP status %1</source>
        <comment>net.fetch.unexpected-status</comment>
        <translation>予期しない HTTP ステータス %1</translation>
    </message>
    <message>
        <source>under %1 only the first %2 bytes are parsed</source>
        <comment>net.fetch.parsed-first</comment>
        <translation>%1 では最初の %2 バイトだけを解析します</translation>
    </message>
    <message>
        <source>under %1 the file is parsed</source>
        <comment>net.fetch.parsed</comment>
        <translation>%1 ではファイルを解析します</translation>
    </message>
    <message>
        <source>under %1 every URL is allowed</source>
        <comment>net.fetch.allow-all</comment>
        <translation>%1 ではすべての URL が許可されます</translation>
    </message>
    <message>
        <source>under %1 every URL is disallowed until the file can be fetched</source>
        <comment>net.fetch.disallow-all</comment>
        <translation>%1 ではファイルを取得できるまですべての URL が拒否されます</translation>
    </message>
    <message>
        <source>under %1 this fetch decides nothing: a fresh cached copy is kept, otherwise the rules are unknown</source>
        <comment>net.fetch.unavailable</comment>
        <translation>%1 ではこの取得では何も決まりません: 有効なキャッシュがあればそれを使い、なければルールは不明です</translation>
    </message>
    <message>
        <source>nothing was fetched</source>
        <comment>net.fetch.nothing-fetched</comment>
        <translation>何も取得されなかった</translation>
    </message>
    <message>
        <source>no data received for %1 s</source>
        <comment>net.fetcher.stalled</comment>
        <translation>%1 秒間データを受信しませんでした</translation>
    </message>
    <message>
        <source>parse</source>
        <comment>net.outcome.parse</comment>
        <translation>解析</translation>
    </message>
    <message>
        <source>allow all</source>
        <comment>net.outcome.allow-all</comment>
        <translation>すべて許可</translation>
    </message>
    <message>
        <source>disallow all</source>
        <comment>net.outcome.disallow-all</comment>
        <translation>すべて拒否</translation>
    </message>
    <message>
        <source>unavailable</source>
        <comment>net.outcome.unavailable</comment>
        <translation>利用不可</translation>
    </message>
    <message>
        <source>another process kept the file busy; it could not be switched to write-ahead logging</source>
        <comment>net.history.not-wal</comment>
        <translation>別のプロセスがファイルを使用し続けたため、先行書き込みログ (WAL) に切り替えられませんでした</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is not installed: the history cannot be kept</source>
        <comment>net.history.no-driver</comment>
        <translation>Qt の SQLite ドライバー (QSQLITE) がインストールされていません: 履歴を保存できません</translation>
    </message>
    <message>
        <source>Cannot open the history %1: %2</source>
        <comment>net.history.cannot-open</comment>
        <translation>履歴 %1 を開けません: %2</translation>
    </message>
    <message>
        <source>%1 is not a history database of Robots.txt Studio (%2)</source>
        <comment>net.history.not-a-history</comment>
        <translation>%1 は Robots.txt Studio の履歴データベースではありません (%2)</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not a history of Robots.txt Studio; it is left unchanged</source>
        <comment>net.history.foreign-database</comment>
        <translation>%1 は別のプログラムの SQLite データベースで、Robots.txt Studio の履歴ではありません。変更せずにそのままにします</translation>
    </message>
    <message>
        <source>The history %1 has schema version %2, newer than this version of Robots.txt Studio reads (%3): it is left unchanged; use a newer version, or another file</source>
        <comment>net.history.newer</comment>
        <translation>履歴 %1 のスキーマのバージョンは %2 で、このバージョンの Robots.txt Studio が読めるもの (%3) より新しいため、変更せずにそのままにします。新しいバージョンを使うか、別のファイルを指定してください</translation>
    </message>
    <message>
        <source>The history is not open</source>
        <comment>net.history.not-open</comment>
        <translation>履歴が開かれていません</translation>
    </message>
    <message>
        <source>A refused or cancelled fetch is not recorded: nothing was learnt about the file</source>
        <comment>net.history.not-recorded</comment>
        <translation>拒否またはキャンセルされた取得は記録しません: ファイルについて何も分からなかったためです</translation>
    </message>
    <message>
        <source>Recording a fetch in the history failed: %1</source>
        <comment>net.history.record-failed</comment>
        <translation>取得を履歴に記録できませんでした: %1</translation>
    </message>
    <message>
        <source>Reading the history failed: %1</source>
        <comment>net.history.read-failed</comment>
        <translation>履歴の読み込みに失敗しました: %1</translation>
    </message>
    <message>
        <source>Pruning the history failed: %1</source>
        <comment>net.history.prune-failed</comment>
        <translation>履歴の整理に失敗しました: %1</translation>
    </message>
    <message>
        <source>Forgetting the history of %1 failed: %2</source>
        <comment>net.history.remove-failed</comment>
        <translation>%1 の履歴を削除できませんでした: %2</translation>
    </message>
    <message>
        <source>%1 is not an absolute http or https URL: it has no host to fetch robots.txt from</source>
        <comment>net.hosts.not-absolute</comment>
        <translation>%1 は http または https の絶対 URL ではありません: robots.txt を取得するホストがありません</translation>
    </message>
    <message>
        <source>Offline, and %1 is not in the cache</source>
        <comment>net.hosts.not-cached</comment>
        <translation>オフラインで、%1 はキャッシュにありません</translation>
    </message>
    <message>
        <source>Fetching the robots.txt of %1…</source>
        <comment>net.hosts.fetching</comment>
        <translation>%1 の robots.txt を取得中…</translation>
    </message>
    <message>
        <source>%1 has not been fetched</source>
        <comment>net.hosts.not-fetched</comment>
        <translation>%1 はまだ取得されていません</translation>
    </message>
    <message>
        <source>Cannot read the host cache %1: %2</source>
        <comment>net.hosts.cache-unreadable</comment>
        <translation>ホストキャッシュ %1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>%1 is not a host cache file</source>
        <comment>net.hosts.not-a-cache</comment>
        <translation>%1 はホストキャッシュのファイルではありません</translation>
    </message>
    <message>
        <source>The host cache of an earlier version was not imported into the history: %1</source>
        <comment>net.hosts.not-imported</comment>
        <translation>以前のバージョンのホストキャッシュを履歴に取り込めませんでした: %1</translation>
    </message>
    <message>
        <source>no history is open (set a history file and load it first)</source>
        <comment>net.hosts.no-history</comment>
        <translation>履歴が開かれていません (先に履歴ファイルを設定して読み込んでください)</translation>
    </message>
    <message>
        <source>The history holds no copy of the robots.txt of %1: its fetches failed or found no file</source>
        <comment>net.hosts.no-version</comment>
        <translation>履歴には %1 の robots.txt のコピーがありません。取得に失敗したか、ファイルがありませんでした</translation>
    </message>
    <message>
        <source>%1 d</source>
        <comment>net.hosts.age.days</comment>
        <translation>%1 日</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>net.hosts.age.seconds</comment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>net.hosts.age.minutes</comment>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>net.hosts.age.hours</comment>
        <translation>%1 時間</translation>
    </message>
    <message>
        <source>from the history, fetched %1 ago</source>
        <comment>net.hosts.from-history</comment>
        <translation>履歴から（%1前に取得）</translation>
    </message>
    <message>
        <source>Cannot read the site file %1: %2</source>
        <comment>net.site-file.cannot-read</comment>
        <translation>サイトファイル %1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>Cannot write the site file %1: %2</source>
        <comment>net.site-file.cannot-write</comment>
        <translation>サイトファイル %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>%1: line %2, column %3: not JSON: %4</source>
        <comment>net.site-file.not-json</comment>
        <translation>%1: %2 行 %3 列: JSON ではありません: %4</translation>
    </message>
    <message>
        <source>%1 is not a site file of Robots.txt Studio (it needs &quot;format&quot;: &quot;%2&quot;)</source>
        <comment>net.site-file.not-a-site-file</comment>
        <translation>%1 は Robots.txt Studio のサイトファイルではありません (&quot;format&quot;: &quot;%2&quot; が必要です)</translation>
    </message>
    <message>
        <source>%1: &quot;version&quot; must be a whole number from 1, not %2</source>
        <comment>net.site-file.bad-version</comment>
        <translation>%1: &quot;version&quot; は 1 以上の整数でなければなりません (%2 ではなく)</translation>
    </message>
    <message>
        <source>%1: version %2 is newer than this studio reads (%3); open it with a newer Robots.txt Studio</source>
        <comment>net.site-file.newer</comment>
        <translation>%1: バージョン %2 は、このスタジオが読めるもの (%3) より新しいです。新しい Robots.txt Studio で開いてください</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a list of strings</source>
        <comment>net.site-file.not-a-list</comment>
        <translation>%1: &quot;%2&quot; は文字列のリストでなければなりません</translation>
    </message>
    <message>
        <source>%1: hosts[%2]: &quot;%3&quot; is not an http or https URL with a host</source>
        <comment>net.site-file.bad-host</comment>
        <translation>%1: hosts[%2]: &quot;%3&quot; はホストを持つ http または https の URL ではありません</translation>
    </message>
    <message>
        <source>%1: sitemaps[%2]: &quot;%3&quot; is not a URL</source>
        <comment>net.site-file.bad-sitemap</comment>
        <translation>%1: sitemaps[%2]: &quot;%3&quot; は URL ではありません</translation>
    </message>
    <message>
        <source>%1: agents[%2] must be a crawler name, not empty</source>
        <comment>net.site-file.bad-agent</comment>
        <translation>%1: agents[%2] はクローラー名でなければならず、空にはできません</translation>
    </message>
    <message>
        <source>%1: &quot;refreshMinutes&quot; must be a whole number of minutes, 0 or more (0 = off), not %2</source>
        <comment>net.site-file.bad-refresh</comment>
        <translation>%1: &quot;refreshMinutes&quot; は 0 以上の整数の分数 (0 = オフ) でなければなりません (%2 ではなく)</translation>
    </message>
    <message>
        <source>The server answered %1: this sitemap was not read.</source>
        <comment>net.sitemap.http</comment>
        <translation>サーバーの応答は %1 でした。このサイトマップは読み込んでいません。</translation>
    </message>
    <message>
        <source>The server answered %1 %2: this sitemap was not read.</source>
        <comment>net.sitemap.http-reason</comment>
        <translation>サーバーの応答は %1 %2 でした。このサイトマップは読み込んでいません。</translation>
    </message>
    <message>
        <source>No usable answer (%1): this sitemap was not read to the end; the URLs read before were checked.</source>
        <comment>net.sitemap.network</comment>
        <translation>使える応答がありません（%1）。このサイトマップは最後まで読み込めませんでした。それまでに読んだ URL は確認済みです。</translation>
    </message>
    <message>
        <source>No usable answer (no data received for %1 s): this sitemap was not read to the end; the URLs read before were checked.</source>
        <comment>net.sitemap.stalled</comment>
        <translation>使える応答がありません（%1 秒間データを受信しませんでした）。このサイトマップは最後まで読み込めませんでした。それまでに読んだ URL は確認済みです。</translation>
    </message>
    <message>
        <source>The sitemap took longer than %1 s: reading stopped; the URLs read before were checked.</source>
        <comment>net.sitemap.too-slow</comment>
        <translation>サイトマップの取得が %1 秒を超えたため、読み込みを止めました。それまでに読んだ URL は確認済みです。</translation>
    </message>
    <message>
        <source>The redirects loop back to %1: this sitemap was not read.</source>
        <comment>net.sitemap.redirect-loop</comment>
        <translation>リダイレクトが %1 に戻ってループしています。このサイトマップは読み込んでいません。</translation>
    </message>
    <message>
        <source>More than %1 redirects: this sitemap was not read.</source>
        <comment>net.sitemap.too-many-redirects</comment>
        <translation>リダイレクトが %1 回を超えました。このサイトマップは読み込んでいません。</translation>
    </message>
    <message>
        <source>A redirect to %1, which is not an http or https URL, was not followed: this sitemap was not read.</source>
        <comment>net.sitemap.redirect-not-http</comment>
        <translation>http でも https でもない %1 へのリダイレクトは追跡しません。このサイトマップは読み込んでいません。</translation>
    </message>
    <message>
        <source>A %1 redirect without a usable Location: this sitemap was not read.</source>
        <comment>net.sitemap.redirect-no-location</comment>
        <translation>使える Location のない %1 リダイレクトです。このサイトマップは読み込んでいません。</translation>
    </message>
    <message>
        <source>%1 is not an http or https URL: not read.</source>
        <comment>net.sitemap.not-http</comment>
        <translation>%1 は http や https の URL ではないため、読み込みません。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <comment>net.sitemap.local-file</comment>
        <translation>%1 を読み込めません: %2。</translation>
    </message>
    <message>
        <source>Cannot read %1: it is a folder.</source>
        <comment>net.sitemap.local-folder</comment>
        <translation>%1 を読み込めません: フォルダーです。</translation>
    </message>
    <message>
        <source>Sitemap indexes nested more than %1 deep: the sitemaps this index lists were not read.</source>
        <comment>net.sitemap.too-deep</comment>
        <translation>サイトマップインデックスの入れ子が %1 段を超えています。このインデックスが挙げるサイトマップは読み込んでいません。</translation>
    </message>
    <message>
        <source>The index lists %1, which is one of its own parents (a cycle): not read again.</source>
        <comment>net.sitemap.cycle</comment>
        <translation>インデックスが自分の親の一つである %1 を挙げています（循環）。再び読み込むことはしません。</translation>
    </message>
    <message>
        <source>The sitemaps list more than %1 URLs, the audit&apos;s limit: reading stopped there.</source>
        <comment>net.sitemap.tree-limit</comment>
        <translation>サイトマップの URL が監査の上限 %1 件を超えたため、そこで読み込みを止めました。</translation>
    </message>
    <message>
        <source>More than %1 MB sent for one sitemap: reading stopped there (a sitemap is at most 50 MB uncompressed, sitemaps.org); the URLs before it were checked.</source>
        <comment>net.sitemap.transfer-limit</comment>
        <translation>1 つのサイトマップに %1 MB を超えるデータが送られたため、そこで読み込みを止めました（サイトマップは展開後 50 MB まで、sitemaps.org）。それより前の URL は確認済みです。</translation>
    </message>
    <message>
        <source>Cancelled: the URLs read until then were checked.</source>
        <comment>net.sitemap.cancelled</comment>
        <translation>キャンセルしました。それまでに読んだ URL は確認済みです。</translation>
    </message>
    <message>
        <source>This is an HTML page, not a sitemap: nothing in it was checked.</source>
        <comment>net.sitemapreader.html-page</comment>
        <translation>これはサイトマップではなく HTML ページです。中身は何も確認していません。</translation>
    </message>
    <message>
        <source>The file is a news feed (&lt;%1&gt;), not an XML sitemap: the audit reads only &lt;urlset&gt; and &lt;sitemapindex&gt; files.</source>
        <comment>net.sitemapreader.feed</comment>
        <translation>このファイルは XML サイトマップではなくフィード（&lt;%1&gt;）です。監査が読むのは &lt;urlset&gt; と &lt;sitemapindex&gt; のファイルだけです。</translation>
    </message>
    <message>
        <source>The file&apos;s root element is &lt;%1&gt;, not &lt;urlset&gt; or &lt;sitemapindex&gt;: it is not a sitemap.</source>
        <comment>net.sitemapreader.other-root</comment>
        <translation>このファイルのルート要素は &lt;urlset&gt; でも &lt;sitemapindex&gt; でもなく &lt;%1&gt; です。サイトマップではありません。</translation>
    </message>
    <message>
        <source>The file is not XML (%1): it is not a sitemap.</source>
        <comment>net.sitemapreader.not-xml</comment>
        <translation>このファイルは XML ではありません（%1）。サイトマップではありません。</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <comment>net.sitemapreader.empty</comment>
        <translation>ファイルが空です。</translation>
    </message>
    <message>
        <source>The gzip data is broken (%1): reading stopped there; the URLs before it were checked.</source>
        <comment>net.sitemapreader.broken-gzip</comment>
        <translation>gzip データが壊れています（%1）。そこで読み込みを止めました。それより前の URL は確認済みです。</translation>
    </message>
    <message>
        <source>The gzip data ends early (the file is cut short): the URLs read before the cut were checked.</source>
        <comment>net.sitemapreader.gzip-cut</comment>
        <translation>gzip データが途中で終わっています（ファイルが途切れています）。途切れる前に読んだ URL は確認済みです。</translation>
    </message>
    <message>
        <source>XML error at line %1, column %2: %3. Reading stopped there; the URLs before it were checked.</source>
        <comment>net.sitemapreader.xml-error</comment>
        <translation>%1 行 %2 列で XML エラー: %3。そこで読み込みを止めました。それより前の URL は確認済みです。</translation>
    </message>
    <message>
        <source>The file ends at line %1 before its root element is closed (cut short?): the URLs read were checked.</source>
        <comment>net.sitemapreader.cut</comment>
        <translation>ルート要素が閉じる前に %1 行目でファイルが終わっています（途切れている？）。読んだ URL は確認済みです。</translation>
    </message>
    <message>
        <source>The file declares a DOCTYPE: refused, so that no entity it declares is ever expanded or fetched. Sitemaps need none; the file was not read further.</source>
        <comment>net.sitemapreader.doctype</comment>
        <translation>このファイルは DOCTYPE を宣言しています。宣言されたエンティティを展開も取得もしないよう、受け付けません。サイトマップに DOCTYPE は不要です。ファイルはそれ以上読んでいません。</translation>
    </message>
    <message>
        <source>The entity &amp;%1; is not resolved (entities are never expanded): reading stopped there.</source>
        <comment>net.sitemapreader.entity</comment>
        <translation>エンティティ &amp;%1; は解決しません（エンティティは決して展開しません）。そこで読み込みを止めました。</translation>
    </message>
    <message>
        <source>Over %1 MB uncompressed (the sitemaps.org limit): reading stopped there, as for a gzip bomb; the URLs before it were checked.</source>
        <comment>net.sitemapreader.too-large</comment>
        <translation>展開後のサイズが %1 MB（sitemaps.org の上限）を超えました。gzip 爆弾と同じく、そこで読み込みを止めました。それより前の URL は確認済みです。</translation>
    </message>
    <message>
        <source>More than %1 URLs in one file (the sitemaps.org limit): search engines may ignore the rest; the audit still checks every URL.</source>
        <comment>net.sitemapreader.too-many-urls</comment>
        <translation>1 つのファイルに URL が %1 件（sitemaps.org の上限）を超えてあります。検索エンジンは残りを無視するかもしれませんが、監査はすべての URL を確認します。</translation>
    </message>
    <message>
        <source>Longest match wins, Allow wins ties; a wildcard rule counts how much of the URL it matched</source>
        <comment>dialect.python-urllib-rfc9309.choice.longest-match</comment>
        <translation>最長一致が優先、同じ長さなら Allow が優先。ワイルドカードを含む規則は URL のうち一致した長さで数える</translation>
    </message>
    <message>
        <source>The whole agent name first (any case), then the first value inside the name before `/`, then `*`</source>
        <comment>dialect.python-urllib-rfc9309.choice.lookup</comment>
        <translation>まずエージェント名全体（大文字小文字を区別しない）、次に `/` より前の名前に含まれる最初の値、最後に `*`</translation>
    </message>
    <message>
        <source>Entries naming one agent are merged and keep only the names they share exactly: `FooBot` then `foobot` hides both from the substring search</source>
        <comment>dialect.python-urllib-rfc9309.choice.merge</comment>
        <translation>同じエージェントを挙げるエントリーは統合され、完全に同じ名前だけが残る: `FooBot` のあとに `foobot` があると、部分一致の検索ではどちらも見つからない</translation>
    </message>
    <message>
        <source>Blank lines ignored; Crawl-delay and Request-rate end a run of User-agent lines</source>
        <comment>dialect.python-urllib-rfc9309.choice.records</comment>
        <translation>空行は無視。Crawl-delay と Request-rate は User-agent 行の並びを終わらせる</translation>
    </message>
    <message>
        <source>`*` and a final `$`; a `$` inside a pattern drops the rule</source>
        <comment>dialect.python-urllib-rfc9309.choice.patterns</comment>
        <translation>`*` と末尾の `$` が特別。パターンの途中にある `$` は規則ごと捨てられる</translation>
    </message>
    <message>
        <source>Both sides quote(unquote()), the query between = and &amp;; the fragment is compared too</source>
        <comment>dialect.python-urllib-rfc9309.choice.encoding</comment>
        <translation>両方に quote(unquote()) を適用し、クエリは = と &amp; で区切って処理。フラグメントも比較される</translation>
    </message>
    <message>
        <source>Python urllib.robotparser up to 3.13.13 and 3.14.4</source>
        <comment>dialect.python-urllib.title</comment>
        <translation>Python urllib.robotparser（3.13.13 まで・3.14.4 まで）</translation>
    </message>
    <message>
        <source>urllib.robotparser before its RFC 9309 rewrite, quirks included: every Python up to 3.12, 3.13.0 to 3.13.13 and 3.14.0 to 3.14.4</source>
        <comment>dialect.python-urllib.description</comment>
        <translation>RFC 9309 に合わせて書き直される前の urllib.robotparser（癖も含めて再現）: 3.12 までのすべての Python、3.13.0〜3.13.13、3.14.0〜3.14.4</translation>
    </message>
    <message>
        <source>Python urllib.robotparser 3.13.14+, 3.14.5+</source>
        <comment>dialect.python-urllib-rfc9309.title</comment>
        <translation>Python urllib.robotparser（3.13.14 以降・3.14.5 以降）</translation>
    </message>
    <message>
        <source>urllib.robotparser after its RFC 9309 rewrite, quirks included: Python 3.13.14 and later 3.13, 3.14.5 and later 3.14 (3.15 reads files the same way, but a 5xx disallows everything: python-urllib-3.15)</source>
        <comment>dialect.python-urllib-rfc9309.description</comment>
        <translation>RFC 9309 に合わせて書き直された後の urllib.robotparser（癖も含めて再現）: 3.13.14 以降の 3.13、3.14.5 以降の 3.14（3.15 もファイルを同じように読むが、5xx ではすべて不許可になる: python-urllib-3.15）</translation>
    </message>
    <message>
        <source>Python urllib.robotparser 3.15</source>
        <comment>dialect.python-urllib-3.15.title</comment>
        <translation>Python 3.15 の urllib.robotparser</translation>
    </message>
    <message>
        <source>urllib.robotparser as Python 3.15 runs it: the RFC 9309 rewrite, and a 5xx robots.txt disallows everything (3.13.14+ and 3.14.5+ keep the rules they had read)</source>
        <comment>dialect.python-urllib-3.15.description</comment>
        <translation>Python 3.15 の urllib.robotparser: RFC 9309 に合わせた書き直し版で、robots.txt が 5xx を返すとすべて不許可になる（3.13.14 以降と 3.14.5 以降は読み込み済みのルールを保持する）</translation>
    </message>
    <message>
        <source>Label %1 has upper-case letters: labels are case-sensitive, so the whole preference is unparseable and means no preference (draft-ietf-aipref-vocab-08, a working-group draft)</source>
        <comment>diag.R610.upper-case</comment>
        <translation>ラベル %1 に大文字が含まれています: ラベルは大文字と小文字を区別するため、設定全体が解析できず、設定なしを意味します（draft-ietf-aipref-vocab-08、ワーキンググループのドラフト）</translation>
    </message>
    <message>
        <source>Label %1 comes from an earlier aipref draft; draft-ietf-aipref-vocab-08 defines only `train-ai`, `ai-use` and `search`, so readers ignore it</source>
        <comment>diag.R611</comment>
        <translation>ラベル %1 は以前の aipref ドラフトのものです。draft-ietf-aipref-vocab-08 が定めるのは `train-ai`、`ai-use`、`search` だけなので、実装はこれを無視します</translation>
    </message>
    <message>
        <source>Unknown label %1 is ignored: draft-ietf-aipref-vocab-08 defines `train-ai`, `ai-use` and `search`</source>
        <comment>diag.R610</comment>
        <translation>不明なラベル %1 は無視されます: draft-ietf-aipref-vocab-08 が定めるのは `train-ai`、`ai-use`、`search` です</translation>
    </message>
    <message>
        <source>Value %1 of `use` is not `immediate`, `reference` or `full`: it means no signal</source>
        <comment>diag.R612.use</comment>
        <translation>`use` の値 %1 は `immediate`、`reference`、`full` のいずれでもありません: シグナルなしを意味します</translation>
    </message>
    <message>
        <source>Value %1 of `use` is not `immediate`, `reference` or `full`: did you mean %2?</source>
        <comment>diag.R612.use.did-you-mean</comment>
        <translation>`use` の値 %1 は `immediate`、`reference`、`full` のいずれでもありません: %2 のことですか?</translation>
    </message>
    <message>
        <source>A Content-Usage line (draft-ietf-aipref-attach-05, an IETF working-group draft, not yet a standard) carries its preference as a structured-field dictionary (RFC 9651): `train-ai=n, search=y`. A value that is not one — spaces instead of commas between members, a trailing comma, a quote left open — is not an error a reader repairs: draft-ietf-aipref-vocab-08 (§6.5.1) says it then expresses no preference at all, for every label, so the site&apos;s wish is silently lost.</source>
        <comment>check.R609.why</comment>
        <translation>Content-Usage 行（draft-ietf-aipref-attach-05。IETF のワーキンググループのドラフトで、まだ標準ではありません）は、設定を構造化フィールドの辞書（RFC 9651）として書きます: `train-ai=n, search=y`。そうなっていない値（メンバーの間がカンマではなく空白、末尾のカンマ、閉じていない引用符）は実装が補正する誤りではありません。draft-ietf-aipref-vocab-08（§6.5.1）によれば、その場合はどのラベルについても何の設定も表さないため、サイトの意図は黙って失われます。</translation>
    </message>
    <message>
        <source>draft-ietf-aipref-vocab-08 (a working-group draft, 14 September 2026) defines three labels, `train-ai` (AI Training), `ai-use` (AI Use, new in -08) and `search`. Labels are structured-field keys, which are lower case: `Train-AI=n` makes the whole dictionary unparseable, so no label has a preference. A misspelt label (`train_ai`, `trainai`) parses but is ignored like any unknown label.</source>
        <comment>check.R610.why</comment>
        <translation>draft-ietf-aipref-vocab-08（ワーキンググループのドラフト、2026 年 9 月 14 日）が定めるラベルは `train-ai`（AI Training）、`ai-use`（AI Use、-08 で新設）、`search` の 3 つです。ラベルは構造化フィールドのキーであり、小文字で書きます。`Train-AI=n` は辞書全体を解析できなくするため、どのラベルにも設定がなくなります。綴りを誤ったラベル（`train_ai`、`trainai`）は解析はできますが、ほかの不明なラベルと同じく無視されます。</translation>
    </message>
    <message>
        <source>Earlier versions of the aipref vocabulary had other labels (`bots`, `train-genai`, `genai` …). draft-ietf-aipref-vocab-08 defines only `train-ai`, `ai-use` and `search`, and readers ignore unknown labels, so a file written for an earlier draft expresses less than its author thinks.</source>
        <comment>check.R611.why</comment>
        <translation>aipref の語彙の以前の版には別のラベル（`bots`、`train-genai`、`genai` …）がありました。draft-ietf-aipref-vocab-08 が定めるのは `train-ai`、`ai-use`、`search` だけで、実装は不明なラベルを無視します。そのため以前のドラフトに合わせて書いたファイルは、作者が思っているより少ないことしか表しません。</translation>
    </message>
    <message>
        <source>Content-Usage takes the tokens `y` and `n` (draft-ietf-aipref-vocab-08); Cloudflare&apos;s Content-Signal takes `yes` and `no`, and its `use` key one of the levels `immediate`, `reference` or `full` (lower case, as Cloudflare writes them). Each reader takes the other&apos;s spelling, or any other value, as no preference, so `train-ai=no` or `ai-train=n` says nothing. The fix writes the spelling of the line&apos;s own vocabulary.</source>
        <comment>check.R612.why</comment>
        <translation>Content-Usage はトークン `y` と `n` をとります（draft-ietf-aipref-vocab-08）。Cloudflare の Content-Signal は `yes` と `no` をとり、その `use` キーは段階 `immediate`、`reference`、`full` のいずれか（Cloudflare の書き方どおり小文字）をとります。それぞれの実装は、相手の書き方やその他の値を設定なしとみなすため、`train-ai=no` や `ai-train=n` は何も表しません。修正は、その行自身の語彙の書き方にします。</translation>
    </message>
    <message>
        <source>Reads a file as the RFC 9309 rewrite does (python-urllib-rfc9309): the same verdicts</source>
        <comment>dialect.python-urllib-3.15.choice.rewrite</comment>
        <translation>ファイルを RFC 9309 への書き直し（python-urllib-rfc9309）と同じように読みます: 判定も同じです</translation>
    </message>
    <message>
        <source>A 5xx robots.txt disallows everything (gh-79638); 3.13.14+ and 3.14.5+ keep the rules they had read</source>
        <comment>dialect.python-urllib-3.15.choice.5xx</comment>
        <translation>5xx の robots.txt はすべてを禁止します（gh-79638）。3.13.14 以降と 3.14.5 以降は、読み込み済みのルールを保ちます</translation>
    </message>
    <message>
        <source>Up to 10 redirects; a 401 or 403 disallows everything; a network error is raised to the caller</source>
        <comment>dialect.python-urllib-3.15.choice.fetch</comment>
        <translation>リダイレクトは 10 回まで。401 または 403 はすべてを禁止します。ネットワークエラーは呼び出し元に送出されます</translation>
    </message>
    <message>
        <source>Preferences use the labels train-ai, ai-use and search with the values y and n (draft-ietf-aipref-vocab-08)</source>
        <comment>dialect.aipref.choice.vocab-08</comment>
        <translation>設定にはラベル train-ai、ai-use、search と値 y、n を使います（draft-ietf-aipref-vocab-08）</translation>
    </message>
    <message>
        <source>RFC 9309 plus Content-Usage (draft-ietf-aipref-attach-05 with draft-ietf-aipref-vocab-08, working-group drafts) and Cloudflare&apos;s Content-Signal</source>
        <comment>dialect.aipref.description</comment>
        <translation>RFC 9309 に Content-Usage（draft-ietf-aipref-attach-05 と draft-ietf-aipref-vocab-08、ワーキンググループのドラフト）と Cloudflare の Content-Signal を加えたもの</translation>
    </message>
    <message>
        <source>What fetched content may be used for: search, ai-input (answers of AI assistants), ai-train, each yes or no, and since 2026 use, how far AI systems may use it (immediate, reference or full); a missing key means no preference. It has no formal grammar: Cloudflare writes it inside the User-agent: * group, other parsers read it for the whole file (both readings are shown in View → AI Policy). A vendor policy, not a standard.</source>
        <comment>directive.content-signal.meaning</comment>
        <translation>取得したコンテンツを何に使ってよいか: search、ai-input（AI アシスタントの回答）、ai-train をそれぞれ yes か no で示し、2026 年からは use で AI システムがどこまで使ってよいか（immediate、reference、full）を示します。キーがなければ希望なしです。正式な文法はありません。Cloudflare は User-agent: * グループの中に書き、ほかのパーサーはファイル全体に対するものとして読みます（表示 → AI ポリシー に両方の読み方が表示されます）。ベンダーのポリシーで、標準ではありません。</translation>
    </message>
    <message>
        <source>Cloudflare&apos;s Content Signals Policy (2025; use: 2026), not in RFC 9309</source>
        <comment>directive.content-signal.reference</comment>
        <translation>Cloudflare の Content Signals Policy（2025 年。use は 2026 年）。RFC 9309 にはない</translation>
    </message>
    <message>
        <source>AI usage preferences for this group&apos;s crawlers: an optional path, then a dictionary such as train-ai=n, ai-use=n, search=y (y or n per label). The longest matching path decides, as for Allow and Disallow, and only for URLs the crawler may fetch. A working-group draft, not a standard: none of the crawler libraries modelled here acts on it; the aipref reading (View → AI Policy, robotstxt ai) applies it.</source>
        <comment>directive.content-usage.meaning</comment>
        <translation>このグループのクローラーに対する AI 利用の希望です。省略できるパスの後に、train-ai=n, ai-use=n, search=y のような辞書を書きます（ラベルごとに y か n）。Allow や Disallow と同じく最も長く一致したパスが決め、クローラーが取得してよい URL にだけ適用されます。ワーキンググループのドラフトで、標準ではありません。ここでモデル化しているクローラーのライブラリはどれも従いません。aipref の読み方（表示 → AI ポリシー、robotstxt ai）が適用します。</translation>
    </message>
    <message>
        <source>draft-ietf-aipref-attach-05 §3, vocabulary draft-ietf-aipref-vocab-08 (drafts, not in RFC 9309)</source>
        <comment>directive.content-usage.reference</comment>
        <translation>draft-ietf-aipref-attach-05 §3、語彙は draft-ietf-aipref-vocab-08（ドラフト。RFC 9309 にはない）</translation>
    </message>
    <message>
        <source>AI Training: &quot;Using an asset to modify the learned parameters of a generative AI model&quot;; training models used only for non-generative tasks is not included. y allows it, n disallows it, anything else is no preference.</source>
        <comment>directive.content-usage.train-ai.meaning</comment>
        <translation>AI Training（AI の学習）:「生成 AI モデルの学習済みパラメーターを変更するために資産を使うこと」（&quot;Using an asset to modify the learned parameters of a generative AI model&quot;）。生成以外の用途にだけ使うモデルの学習は含みません。y は許可、n は不許可、それ以外は設定なしです。</translation>
    </message>
    <message>
        <source>draft-ietf-aipref-vocab-08 §4.1 (a draft)</source>
        <comment>directive.content-usage.train-ai.reference</comment>
        <translation>draft-ietf-aipref-vocab-08 §4.1（ドラフト）</translation>
    </message>
    <message>
        <source>AI Use (new in draft-ietf-aipref-vocab-08): &quot;Using an asset as input to a generative AI model, where the asset is not directly provided by the user&quot; (answers that fetch or retrieve pages), training excluded. y allows it, n disallows it, anything else is no preference.</source>
        <comment>directive.content-usage.ai-use.meaning</comment>
        <translation>AI Use（AI での利用。draft-ietf-aipref-vocab-08 で新設）:「利用者が直接渡したものではない資産を、生成 AI モデルへの入力として使うこと」（&quot;Using an asset as input to a generative AI model, where the asset is not directly provided by the user&quot;。ページを取得・検索して答える回答など）。学習は含みません。y は許可、n は不許可、それ以外は設定なしです。</translation>
    </message>
    <message>
        <source>draft-ietf-aipref-vocab-08 §4.2 (a draft)</source>
        <comment>directive.content-usage.ai-use.reference</comment>
        <translation>draft-ietf-aipref-vocab-08 §4.2（ドラフト）</translation>
    </message>
    <message>
        <source>Search: using an asset in an application whose primary purpose is to select assets and direct users to them, with a link to each and excerpts only to judge relevance (no summaries). It &quot;overrides any usage that falls into other categories, including AI Training&quot; and AI Use. y allows it, n disallows it.</source>
        <comment>directive.content-usage.search.meaning</comment>
        <translation>Search（検索）: 資産を選んで利用者をそこへ案内することを主な目的とするアプリケーションで資産を使うこと。それぞれへのリンクと、関連性を判断するための抜粋だけを示します（要約はしません）。これは「AI Training を含むほかのカテゴリーに当たるあらゆる利用に優先」し（&quot;overrides any usage that falls into other categories, including AI Training&quot;）、AI Use にも優先します。y は許可、n は不許可です。</translation>
    </message>
    <message>
        <source>draft-ietf-aipref-vocab-08 §4.3 (a draft)</source>
        <comment>directive.content-usage.search.reference</comment>
        <translation>draft-ietf-aipref-vocab-08 §4.3（ドラフト）</translation>
    </message>
    <message>
        <source>Building a search index and providing search results (links and short excerpts); not AI-generated search summaries. yes or no.</source>
        <comment>directive.content-signal.search.meaning</comment>
        <translation>検索インデックスを作り、検索結果（リンクと短い抜粋）を示すこと。AI が生成する検索の要約は含みません。yes か no。</translation>
    </message>
    <message>
        <source>Inputting content into AI models at answer time (retrieval-augmented generation, grounding, generative AI search answers). yes or no.</source>
        <comment>directive.content-signal.ai-input.meaning</comment>
        <translation>回答のときにコンテンツを AI モデルに入力すること（検索拡張生成、グラウンディング、生成 AI による検索の回答）。yes か no。</translation>
    </message>
    <message>
        <source>Training or fine-tuning AI models. yes or no.</source>
        <comment>directive.content-signal.ai-train.meaning</comment>
        <translation>AI モデルの学習またはファインチューニング。yes か no。</translation>
    </message>
    <message>
        <source>immediate, the least permissive: content may serve the task at hand, then is neither stored nor reused.</source>
        <comment>directive.content-signal.use.value.immediate</comment>
        <translation>immediate は最も制限が強い段階です: コンテンツはその場の作業に使ってよく、その後は保存も再利用もされません。</translation>
    </message>
    <message>
        <source>reference: content may be indexed and quoted in excerpts that link back to it, not reproduced in full (what Cloudflare&apos;s managed robots.txt writes).</source>
        <comment>directive.content-signal.use.value.reference</comment>
        <translation>reference: コンテンツをインデックスに入れ、元へのリンク付きの抜粋で引用してよく、全文は再現しません（Cloudflare のマネージド robots.txt が書く値）。</translation>
    </message>
    <message>
        <source>full, the most permissive: content may be summarised or reproduced in full.</source>
        <comment>directive.content-signal.use.value.full</comment>
        <translation>full は最も緩い段階です: コンテンツを要約しても全文を再現してもかまいません。</translation>
    </message>
    <message>
        <source>How far AI systems may use the content: the most permissive level allowed, one of immediate, reference, full (least to most permissive, lower case). Cloudflare&apos;s /crawl endpoint refuses a crawl that declares a more permissive level than the file&apos;s.</source>
        <comment>directive.content-signal.use.meaning</comment>
        <translation>AI システムがコンテンツをどこまで使ってよいか: 許される最も緩い段階で、immediate、reference、full のいずれか（制限の強い順、小文字）。Cloudflare の /crawl エンドポイントは、ファイルの段階より緩い段階を宣言したクロールを拒否します。</translation>
    </message>
    <message>
        <source>Cloudflare&apos;s Content Signals Policy, use (managed robots.txt since August 2026; changelog 2026-08-31), not in RFC 9309</source>
        <comment>directive.content-signal.use.reference</comment>
        <translation>Cloudflare の Content Signals Policy の use（2026 年 8 月からマネージド robots.txt に記載。変更履歴 2026-08-31）。RFC 9309 にはない</translation>
    </message>
    <message>
        <source>Line %1 `User-agent: %2` does not apply: %3 ignores the `*` group</source>
        <comment>verdict.agent-line.star-ignored</comment>
        <translation>%1 行目の `User-agent: %2` は適用されません: %3 は `*` グループを無視します</translation>
    </message>
    <message>
        <source>`%1` has a group of its own (line %2), the first of its tokens (%3)</source>
        <comment>verdict.family.own</comment>
        <translation>`%1` には自分のグループがあります（%2 行目）。そのトークン（%3）の最初のものです</translation>
    </message>
    <message>
        <source>No `%1` group; `%2`&apos;s group, line %3: %4 obeys the first of its tokens (%5) that a group names</source>
        <comment>verdict.family.fallback</comment>
        <translation>`%1` のグループはありません。`%2` のグループ（%3 行目）が適用されます: %4 は、そのトークン（%5）のうちグループが名指しする最初のものに従います</translation>
    </message>
    <message>
        <source>No `%1` group; `%2`&apos;s groups, lines %3: %4 obeys the first of its tokens (%5) that a group names</source>
        <comment>verdict.family.fallback-many</comment>
        <translation>`%1` のグループはありません。`%2` のグループ（%3 行目）が適用されます: %4 は、そのトークン（%5）のうちグループが名指しする最初のものに従います</translation>
    </message>
    <message>
        <source>No group names %1&apos;s tokens (%2), and %1 ignores the `*` group, as its operator documents: no group applies</source>
        <comment>verdict.family.ignores-star</comment>
        <translation>%1 のトークン（%2）を名指しするグループはなく、運営者の文書にあるとおり %1 は `*` グループを無視します: 適用されるグループはありません</translation>
    </message>
    <message>
        <source>No group names %1&apos;s tokens (%2), and the file has no `*` group</source>
        <comment>verdict.family.none</comment>
        <translation>%1 のトークン（%2）を名指しするグループはなく、ファイルに `*` グループもありません</translation>
    </message>
    <message>
        <source>`*` comes first in the file and matches every crawler, so no group of %1&apos;s tokens (%2) is reached</source>
        <comment>verdict.family.star-first</comment>
        <translation>ファイルでは `*` が先にあり、すべてのクローラーに一致するため、%1 のトークン（%2）のグループには届きません</translation>
    </message>
    <message>
        <source>No group names %1&apos;s tokens (%2): the `*` group applies</source>
        <comment>verdict.family.star</comment>
        <translation>%1 のトークン（%2）を名指しするグループはありません: `*` グループが適用されます</translation>
    </message>
    <message>
        <source>%1 resolves back to the address</source>
        <comment>net.dns.verified</comment>
        <translation>%1 の正引きがアドレスに戻ります</translation>
    </message>
    <message>
        <source>the address has no DNS name (no PTR record)</source>
        <comment>net.dns.no-name</comment>
        <translation>このアドレスには DNS 名がありません（PTR レコードなし）</translation>
    </message>
    <message>
        <source>its DNS name %1 is in none of the operator&apos;s domains (%2)</source>
        <comment>net.dns.outside</comment>
        <translation>DNS 名 %1 は運営者のどのドメイン（%2）にも属しません</translation>
    </message>
    <message>
        <source>%1 does not resolve back to the address</source>
        <comment>net.dns.mismatch</comment>
        <translation>%1 の正引きがアドレスに戻りません</translation>
    </message>
    <message>
        <source>no answer for %1 in time</source>
        <comment>net.dns.timed-out</comment>
        <translation>%1 について時間内に応答がありません</translation>
    </message>
    <message>
        <source>the lookup of %1 failed: %2</source>
        <comment>net.dns.failed</comment>
        <translation>%1 の名前解決に失敗しました: %2</translation>
    </message>
    <message>
        <source>not an IP address</source>
        <comment>net.dns.not-an-address</comment>
        <translation>IP アドレスではありません</translation>
    </message>
    <message>
        <source>Storing the IP range file %1 in the history failed: %2</source>
        <comment>net.history.range-failed</comment>
        <translation>IP 範囲ファイル %1 を履歴に保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Storing DNS answers in the history failed: %1</source>
        <comment>net.history.dns-failed</comment>
        <translation>DNS の応答を履歴に保存できませんでした: %1</translation>
    </message>
    <message>
        <source>not JSON (%1): not an IP range file</source>
        <comment>net.ranges.not-json</comment>
        <translation>JSON ではありません（%1）。IP 範囲ファイルではありません</translation>
    </message>
    <message>
        <source>JSON, but not an object: not an IP range file</source>
        <comment>net.ranges.not-object</comment>
        <translation>JSON ですがオブジェクトではありません。IP 範囲ファイルではありません</translation>
    </message>
    <message>
        <source>JSON without a &quot;prefixes&quot; list: not an IP range file</source>
        <comment>net.ranges.no-prefixes</comment>
        <translation>&quot;prefixes&quot; の一覧がない JSON です。IP 範囲ファイルではありません</translation>
    </message>
    <message>
        <source>an IP range file without one usable prefix</source>
        <comment>net.ranges.empty</comment>
        <translation>使えるプレフィックスが 1 つもない IP 範囲ファイルです</translation>
    </message>
    <message>
        <source>prefix %1 (&apos;%2&apos;) is not an address/length: skipped</source>
        <comment>net.ranges.bad-prefix</comment>
        <translation>プレフィックス %1（&apos;%2&apos;）は「アドレス/長さ」の形ではありません。飛ばしました</translation>
    </message>
    <message>
        <source>entry %1 has no &quot;ipv4Prefix&quot; or &quot;ipv6Prefix&quot;: skipped</source>
        <comment>net.ranges.no-prefix</comment>
        <translation>項目 %1 に &quot;ipv4Prefix&quot; も &quot;ipv6Prefix&quot; もありません。飛ばしました</translation>
    </message>
    <message>
        <source>no answer (%1): the previous copy is kept</source>
        <comment>net.ranges.no-answer</comment>
        <translation>応答がありません（%1）。前のコピーを使い続けます</translation>
    </message>
    <message>
        <source>the fetch took too long: the previous copy is kept</source>
        <comment>net.ranges.timed-out</comment>
        <translation>取得に時間がかかりすぎました。前のコピーを使い続けます</translation>
    </message>
    <message>
        <source>HTTP status %1: the previous copy is kept</source>
        <comment>net.ranges.status</comment>
        <translation>HTTP ステータス %1。前のコピーを使い続けます</translation>
    </message>
    <message>
        <source>larger than %1 MiB: not read, the previous copy is kept</source>
        <comment>net.ranges.too-big</comment>
        <translation>%1 MiB を超えるため読みません。前のコピーを使い続けます</translation>
    </message>
    <message>
        <source>the body could not be read (%1): the previous copy is kept</source>
        <comment>net.ranges.unreadable</comment>
        <translation>本文を読めませんでした（%1）。前のコピーを使い続けます</translation>
    </message>
    <message>
        <source>the history is gone: the file was fetched but not stored</source>
        <comment>net.ranges.no-history</comment>
        <translation>履歴がなくなっています。ファイルは取得しましたが保存していません</translation>
    </message>
    <message>
        <source>not an http or https URL: nothing was fetched</source>
        <comment>net.ranges.refused</comment>
        <translation>http や https の URL ではありません。何も取得していません</translation>
    </message>
    <message>
        <source>%1: the previous copy is kept</source>
        <comment>net.ranges.not-kept</comment>
        <translation>%1。前のコピーを使い続けます</translation>
    </message>
</context>
</TS>
