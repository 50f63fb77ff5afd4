#!/usr/bin/perl
# SPDX-License-Identifier: MIT
#
# Reference oracle: Perl's WWW::RobotRules (seed 000/001), driven in bulk by
# tests/tools/make_reference.py. Not a test and not part of the build.
#
# Input (stdin), one line per (robots.txt body, agent) pair:
#   BODY <TAB> AGENT <TAB> URL1,URL2,...
# BODY is "H" followed by the hex of the body bytes, or "F" followed by the hex of
# a file name whose bytes are the body. AGENT and each URL are hex of their bytes.
# Output (stdout), one line per input line: the values allowed() returned, space
# separated: 1 (allowed), 0 (disallowed), -1 (no fresh rules for that host:port),
# or E (allowed() died).
#
# Every pair gets a fresh object: WWW::RobotRules->new($agent), then
# $r->parse("http://example.com/robots.txt", $body) with the body as raw bytes
# (undecoded), then $r->allowed($url) per URL.
use strict;
use warnings;
use WWW::RobotRules;
use Encode ();

binmode STDIN;
binmode STDOUT;

my $robots_url = "http://example.com/robots.txt";

# --decoded: hand parse() the body as a character string decoded from UTF-8, the
# way LWP's decoded_content() delivers a text/plain; charset=utf-8 body (not used for
# the reference files; for comparing the two ways of feeding the module).
my $decoded = 0;
if (@ARGV && $ARGV[0] eq '--decoded') { $decoded = 1; shift @ARGV; }

if (@ARGV && $ARGV[0] eq '--version') {
    require URI;
    print "WWW::RobotRules $WWW::RobotRules::VERSION, URI $URI::VERSION, perl $^V\n";
    exit 0;
}

sub unhex { my ($h) = @_; return pack('H*', $h); }

# The module itself only warns when $^W is set; keep our own output clean too.
local $SIG{__WARN__} = sub { };

while (my $line = <STDIN>) {
    chomp $line;
    my ($body_spec, $agent_hex, $urls_hex) = split /\t/, $line, -1;
    my $body;
    if ($body_spec =~ /^H([0-9a-f]*)$/) {
        $body = unhex($1);
    }
    elsif ($body_spec =~ /^F([0-9a-f]+)$/) {
        my $path = unhex($1);
        open(my $fh, '<:raw', $path) or die "cannot open $path: $!";
        local $/;
        $body = <$fh>;
        $body = '' unless defined $body;
        close $fh;
    }
    else {
        die "bad body spec";
    }
    $body = Encode::decode('UTF-8', $body) if $decoded;
    my $agent = unhex($agent_hex);
    my $rules = WWW::RobotRules->new($agent);
    $rules->parse($robots_url, $body);
    my @out;
    for my $url_hex (split /,/, $urls_hex, -1) {
        my $url = unhex($url_hex);
        my $v = eval { $rules->allowed($url) };
        push @out, defined $v ? ($v eq '' ? 0 : $v + 0) : 'E';
    }
    print join(' ', @out), "\n";
}
