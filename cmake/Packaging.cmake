# SPDX-License-Identifier: MIT
# CPack: a Debian 13 package of everything `cmake --install` puts in place.
#   cd build/release && cpack -G DEB      ->  robotstxt-studio_<version>_<arch>.deb
# tools/package-check builds it and installs it into a fresh Debian 13 root to prove it.
# Depends: computed by dpkg-shlibdeps from the two executables (Qt, KF6 SyntaxHighlighting, the C++
# runtime), plus what shlibdeps cannot see because it is loaded at run time (listed below).

set(CPACK_PACKAGE_NAME "robotstxt-studio")
set(CPACK_PACKAGE_VENDOR "The Robots.txt Studio developers")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "editor and tester for robots.txt files")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_CONTACT "Robots.txt Studio developers <robotstxt-studio@example.invalid>")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_NAME "robotstxt-studio")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "web")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
# The long description; CPack puts the summary above it as the synopsis, indents it and writes
# empty lines as ` .`.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Robots.txt Studio is a desktop editor and tester for robots.txt files (the
Robots Exclusion Protocol, RFC 9309): highlighting, diagnostics as you type,
and a live tester that shows how Google, Bing, Yandex, RFC 9309, the 1994
standard, Perl WWW::RobotRules, Python urllib.robotparser and the Ruby
robotstxt gem each decide for a URL and a user agent, and why.

The package also contains the robotstxt command line program and a robots.txt
syntax definition for Kate and other KSyntaxHighlighting applications.")

# dpkg-shlibdeps computes the library dependencies (it needs dpkg-dev, which the build root has).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded at run time, so invisible to dpkg-shlibdeps:
#   qt6-svg-plugins  the SVG image format and icon engine: our hicolor icon is an SVG
# (Debian 13 ships the xcb and offscreen platform plugins in libqt6gui6, which shlibdeps finds,
# and libkf6syntaxhighlighting6 depends on its own -data package.)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-svg-plugins")
#   qt6-wayland        native Wayland windows (XWayland works without it)
#   hicolor-icon-theme owns share/icons/hicolor and its index.theme
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, hicolor-icon-theme")

# `cmake --build build/release --target package` makes the same .deb.
if(NOT CPACK_GENERATOR)
    set(CPACK_GENERATOR "DEB")
endif()
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_IGNORE_FILES "/\\.git/" "/build/" "/\\.cache/")

include(CPack)
