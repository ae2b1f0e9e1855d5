# make [all]                       build the release binary
# make install PREFIX=/usr/local   install binary, data, manual page, translations, desktop file, icon,
#                                  metainfo and libshybar-1 (library, shybar.h, shybar-1.pc,
#                                  Shy-1.gir, Shy-1.typelib) (DESTDIR=… stages them)
# make library                     build libshybar-1 into .build/shybar-1
# make uninstall PREFIX=…          remove what install put there
# make locale                      compile the translations into .build/locale
# make po                          re-extract po/shybar.pot and merge it into po/*.po
# The work is done by scripts/*.sh, which need no make.
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: all install uninstall locale po library

all:
	swift build -c release --static-swift-stdlib --product shybar

install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh --uninstall

library:
	scripts/build-library.sh

locale:
	scripts/build-locale.sh

po:
	scripts/update-po.sh
