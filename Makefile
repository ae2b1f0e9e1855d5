# make [all]                       build the release binary
# make install PREFIX=/usr/local   install binary, data, translations, desktop file, icon
#                                  and metainfo (DESTDIR=… stages them for packaging)
# make uninstall PREFIX=…          remove what install put there
# make locale                      compile the translations into .build/locale
# make po                          re-extract po/shybar.pot and merge it into po/*.po
# The work is done by scripts/*.sh, which need no make.
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: all install uninstall locale po

all:
	swift build -c release --static-swift-stdlib --product shybar

install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh --uninstall

locale:
	scripts/build-locale.sh

po:
	scripts/update-po.sh
