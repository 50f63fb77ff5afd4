<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>DiagnosticsText</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infos: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it matters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concerns: %1 · Source: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>safe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick fixes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick fixes (%1):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoverDocs</name>
    <message>
        <source>Starts a group and names the crawler it is for, by its product token (for example Googlebot); * stands for every crawler that no other group names. Consecutive User-agent lines share the rules that follow them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lets the crawlers of the group fetch the URLs whose path starts with the value. Under RFC 9309 the longest matching rule wins and Allow wins a tie; * matches any characters and a final $ anchors the end of the path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbids the crawlers of the group to fetch the URLs whose path starts with the value. An empty value forbids nothing; Disallow: / closes the whole site. * matches any characters and a final $ anchors the end of the path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The absolute URL of an XML sitemap. It belongs to no group: it applies wherever it is written, whatever User-agent lines surround it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds a crawler should wait between two requests. An extension: some crawlers honour it, Google ignores it (its crawl rate is set in Search Console).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in RFC 9309 (§2.2.4 allows other records); Bing and Yandex documentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yandex&apos;s preferred mirror of the site (deprecated: Yandex now follows 301 redirects). Other crawlers ignore it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in RFC 9309; Yandex Webmaster help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yandex: URL parameters (session ids, tracking tags) that do not change the page, optionally for a path prefix, so that the URLs that differ only in them are crawled once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per period, for example 1/10 (one request every ten seconds). From the 1996 extended-standard draft; Python&apos;s robotparser reads it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in RFC 9309; 1996 extended-standard draft; CPython urllib.robotparser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key some crawler or proposal has used, but that none of the dialects here acts on. Noindex, Nofollow and Noarchive were never standard and Google stopped honouring them in 2019: use a robots meta tag or an X-Robots-Tag header instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in RFC 9309 (§2.2.4: other records)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>honoured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read, no effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a key: line ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (as an accepted misspelling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(written “%1”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defined in: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Write and test robots.txt files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window to PNG file &lt;out&gt; and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open built-in example &lt;id&gt; (Help → Examples), e.g. ancient-castle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robots.txt files to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::Message</name>
    <message>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disallowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longest match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie: Allow wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie: Disallow wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first match in file order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last of the length-sorted rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Disallow matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty rule allows everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rule matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/robots.txt is always allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an http(s) URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fresh rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fetch outcome allows all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fetch outcome disallows all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact product token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>substring of the agent&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>glob matches the agent&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yandex family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group names the agent: the * group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* matches every agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules before any User-agent count as *</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::fetchui::FetchController</name>
    <message>
        <source>Open from &amp;URL…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with &amp;Live…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirected (%1) to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open from URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tab was opened: the server gave no file to parse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live file gives nothing to compare with; the baseline is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any URL of the site (its /robots.txt is fetched):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any URL of the site whose live robots.txt to compare with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live file → this tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live file and this tab are identical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robots.txt — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirects:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (cut at %1 bytes; %2 received)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetched:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 UTC in %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS errors:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::fetchui::HostsDock</name>
    <message>
        <source>Hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch the selected hosts&apos; robots.txt again (all hosts when none is selected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Host…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any URL of the site:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::net::FetchReport</name>
    <message>
        <source>; reading stopped at %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the charset %1 is unknown, read as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; some bytes are not valid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only http and https URLs can be fetched (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect loop: gave up after %1 redirects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many redirects: gave up after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect %1 to %2 refused: only http and https URLs are followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect %1 without a Location header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection refused by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection closed after %1 of %2 body bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown number of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Content-Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 %2, %3 bytes (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access denied (HTTP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found (HTTP 404)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gone (HTTP 410)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests (HTTP 429)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client error %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server error %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect status %1 not followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected HTTP status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under %1 only the first %2 bytes are parsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under %1 the file is parsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under %1 every URL is allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under %1 every URL is disallowed until the file can be fetched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under %1 this fetch decides nothing: a fresh cached copy is kept, otherwise the rules are unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allow all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disallow all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::net::Fetcher</name>
    <message>
        <source>no data received for %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fetch took longer than %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::net::HostRulesCache</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not fetched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fetching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fresh until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freshness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an absolute http or https URL: it has no host to fetch robots.txt from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline, and %1 is not in the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching the robots.txt of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not been fetched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the host cache %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a host cache file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the host cache %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::net::NetCommands</name>
    <message>
        <source>Usage: robotstxt fetch [OPTIONS] URL

Fetch the robots.txt of URL&apos;s site (scheme://host[:port]/robots.txt) and say what it means
under a dialect: parse it, allow everything, disallow everything, or decide nothing.

Options:
  --dialect D        rfc9309 (default), google, bing, yandex, norobots1994,
                     www-robotrules, python-urllib, ruby-robotstxt
  --user-agent UA    the User-Agent header sent
  --timeout S        give up when nothing arrives for S seconds (default 10)
  -o, --output FILE  write the body (the original bytes) to FILE instead of stdout
  --format F         text (default) or json
  -h, --help         show this help

The report goes to stderr (to stdout with -o or --format json).
Exit status: 0 the file is parsed, 1 any other outcome, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: robotstxt check --fetch|--offline [OPTIONS] URL...

Check absolute URLs against the live robots.txt of their own hosts. Hosts without a fresh
copy in the cache (24 h at most, RFC 9309 §2.4) are fetched first; --offline uses the
cache only.

Options:
  --fetch            fetch what the cache lacks (the default)
  --offline          no network: answer from the cache, expired copies included
  --dialect D        the dialect (default rfc9309)
  --agent A          the crawler name to check (repeatable; default *)
  --format F         text (default) or json (JSON Lines)
  --cache FILE       the host cache (default %1)
  --urls FILE        more URLs, one per line (- for stdin)
  --user-agent UA    the User-Agent header sent
  --timeout S        give up on a host when nothing arrives for S seconds (default 10)
  -h, --help         show this help

Exit status: 0 every URL allowed, 1 at least one disallowed or unknown, 2 usage or I/O error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt: unknown dialect &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt: --timeout needs a positive number of seconds, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt: unknown format &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt fetch: give exactly one URL (see robotstxt fetch --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt fetch: only http and https URLs can be fetched: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt fetch: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No body written: the response was not a 2xx.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt check: no URL given (see robotstxt check --fetch --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt check: --fetch and --offline need absolute http(s) URLs, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt check: cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt check: %1; starting empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robotstxt check: some hosts did not answer in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale cache</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::AddCasesDialog</name>
    <message>
        <source>Add Test Cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URLs, one per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/
/private/page.html
https://example.com/search?q=robots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom agents, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MyCrawler, OtherBot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No expectation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URLs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Agents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Custom agents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Expected:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) will be added.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::AgentPresets</name>
    <message>
        <source>Google</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Microsoft Bing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yandex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DuckDuckGo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI crawlers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other search engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Social and SEO tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent is empty: no group can name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;*&quot; is not a crawler&apos;s name; it stands for every crawler in a robots.txt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a product token (letters, &quot;-&quot; and &quot;_&quot;, RFC 9309 §2.2.1); no dialect will find a group for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a product token (RFC 9309 §2.2.1): RFC 9309 compares &quot;%2&quot;; older dialects read the name differently.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::DiagnosticsController</name>
    <message>
        <source>Quick Fix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the quick fixes for the problem at the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix All Safe Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply every quick fix that keeps each dialect&apos;s reading of the rest of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click for quick fixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text changed since the fix was offered; ask for the fixes again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is still being analysed; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No safe fixes to apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safe fixes applied: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick fixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quick fixes here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::DirectiveCompleter</name>
    <message>
        <source>Completions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::Document</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document has no file name yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reload %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LF</source>
        <comment>line feed line endings</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRLF</source>
        <comment>carriage return + line feed line endings</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CR</source>
        <comment>carriage return line endings</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::Editor</name>
    <message>
        <source>robots.txt editor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::Examples</name>
    <message>
        <source>Cyberworld and /tmp (1994)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first example of the 1994 standard: two Disallow prefixes for every robot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed 002, A Standard for Robot Exclusion (1994)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cybermapper knows where to go (1994)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every robot but one kept out of /cyberworld/map/; an empty Disallow allows everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go away (1994)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No robot may visit the site; RFC 9309 still allows /robots.txt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ancient castle (WWW::RobotRules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A malformed file without blank lines between records: Belle, Beast and everybody else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seeds 000 and 001, the WWW::RobotRules manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search-thingy and friendly-indexer (O&apos;Reilly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One group for two robots, with Allow and Disallow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed 003, Web Client Programming with Perl, appendix C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone but search-thingy (O&apos;Reilly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All robots go away, except the one a later group names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RFC 9309 §5.1: a simple example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups for *, foobot, barbot and bazbot, and an empty group for quxbot; * and $ in patterns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RFC 9309 §5.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RFC 9309 §5.2: longest match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of two matching rules the longer one decides; first-match readers disagree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RFC 9309 §5.2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::ExplanationView</name>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation of the selected verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a test case to see why its verdict is what it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 for %3 under %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dialect compares the agent as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The path compared is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No group applies to this agent, so nothing is restricted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules that match the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the group&apos;s rules matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) of pattern</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>← decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How %1 reads robots.txt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::FindBar</name>
    <message>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only find text with the same upper and lower case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find and replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text to find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replacement text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the previous match (Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the next match (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the bar (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace this match and find the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace every match in the document (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continued from the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continued from the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Replaced %n occurrence(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robots::ui::GoToLineBar</name>
    <message>
        <source>Go to line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the bar (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::Highlighter</name>
    <message>
        <source>Byte 0x%1: not valid UTF-8 here; saved back unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUL character (byte 0x00)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U+FEFF zero-width no-break space (a BOM inside the text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control character U+%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::Importers</name>
    <message>
        <source>Line %1: &quot;%2&quot; is not a verdict (allowed or disallowed); ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: unknown dialect &quot;%2&quot;; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a sitemap: the root element is &lt;%1&gt;, not &lt;urlset&gt; or &lt;sitemapindex&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a readable sitemap: %1 (line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sitemap is cut short: %1 (line %2); the URLs before it are imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a sitemap: no XML element found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a sitemap index: the URLs imported are those of the sitemaps it lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::LineNumberArea</name>
    <message>
        <source>Line numbers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::MainWindow</name>
    <message>
        <source>Open documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robots.txt files (robots.txt *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic (follow the palette)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursor position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save without a byte order mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTF-8 with BOM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save with a byte order mark (EF BB BF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line endings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert to LF (Unix, macOS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert to CRLF (Windows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert to CR (classic Mac OS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Robots.txt Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTF-8 with BOM (invalid bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTF-8 (invalid bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoding: click to add or remove the byte order mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some bytes are not valid UTF-8: they are shown highlighted and saved back unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line endings: several kinds; new lines get %1. Click to convert all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line endings: click to convert all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ln %1, Col %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the file is %2, more than the %3 the editor accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robots.txt files are small: crawlers need to read only the first 500 KiB (RFC 9309 §2.5), and Google ignores the rest. The editor may be slow with this file. Open it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binary File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not look like a text file: it contains NUL bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening it is safe: the NUL bytes and the bytes that are not UTF-8 are shown highlighted, and saving writes them back unchanged. Open it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” changed on disk and was reloaded. Undo (Ctrl+Z) brings back the previous text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” changed on disk, and this tab has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was deleted or moved on disk. Saving writes it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the crash-recovery copy of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Unsaved Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Robots.txt Studio did not close properly. %n document(s) had changes that were not saved.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored from a crash-recovery copy of %1. Save to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robots.txt Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick Fix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the quick fixes for the problem at the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix &amp;All Safe Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply every quick fix that keeps each dialect&apos;s reading of the rest of the file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::NotificationBar</name>
    <message>
        <source>Notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::OutlineModel</name>
    <message>
        <source>empty value: matches nothing (RFC 9309 §2.2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group is open: ignored (RFC 9309 §2.2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a URL of another site: ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a URL that cannot be resolved: ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this dialect has no such field: ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules before any User-agent (read as *)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User-agent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1, lines %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped: no rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This dialect forgets agents followed by a blank line before any rule (CPython urllib.robotparser).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ignored: a second * group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the first * group counts for this dialect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malformed record: split before line %1 (no blank line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 separates records with blank lines. A User-agent line right after a rule makes a malformed record, which this dialect splits here — as if a blank line had been written (seeds 000/001, WWW::RobotRules: the “ancient castle”; seed 002). Add the blank line so that every reader splits the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading stops here (after %1 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads no further (RFC 9309 §2.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compared as “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: (empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty value: allows everything, in file order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid value: ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not act on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside any group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules and records before the first User-agent line belong to no group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitemaps (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitemaps belong to no group (RFC 9309 §2.2.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an absolute http(s) URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::OutlinePanel</name>
    <message>
        <source>Outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dialect of the outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups as this dialect forms them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups, agents and rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::ProblemCountsButton</name>
    <message>
        <source>Problems: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — click to show the Problems panel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::ProblemsModel</name>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concerns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::ProblemsPanel</name>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter (text or code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix All Safe Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix all safe problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a problem to see why it matters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::TestSetFile</name>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::TesterModel</name>
    <message>
        <source>%1 · line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (was %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the verdict…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 under %2: %3 (was %4 before this edit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 under %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected: %1 under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verdict under %1 is the expected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verdict under %1 is not the expected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL or path to test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crawler&apos;s name or product token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verdict you expect (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the verdict is the expected one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robots::ui::TesterPanel</name>
    <message>
        <source>%1 (was %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No expectation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL or path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add test cases: URLs × agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected test cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the URLs on the clipboard, one per line, for the default agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import URLs from a text file, a CSV file or a sitemap.xml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Tests…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a test set (the format robotstxt test runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Tests…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the cases as a test set for robotstxt test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the table with every verdict as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tester tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dia&amp;lects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dialects shown as columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the dialects compared side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test set files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter cases by URL or agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter URL or agent…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only d&amp;isagreements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only cases where the shown dialects disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only &amp;failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only cases whose expectation fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only c&amp;hanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only cases this edit changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test cases and their verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating verdicts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts are being updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xplanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit impact summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cases whose verdict this edit changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;impact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dialects; checked ones are shown as columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The choices each dialect makes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts per agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed by this edit</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No baseline: save the file or open one to compare edits with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No case changed verdict compared with the saved file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) changed verdict compared with the saved file</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> (%1: %2 now allowed, %3 now disallowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;impact (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts per agent under %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expectations: %1 passed, %2 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) added from the clipboard.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) imported from %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) read from %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test set saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL lists (*.txt *.csv *.tsv *.xml);;Sitemaps (*.xml);;CSV files (*.csv *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Test Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test sets (*.tests);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Test Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
