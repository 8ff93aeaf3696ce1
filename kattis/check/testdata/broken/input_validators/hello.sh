#!/bin/sh
# A shell-script validator (BAPCtools runs *.sh with sh): accepts
# an input of one line "hello".
[ "$(cat)" = hello ] && exit 42
exit 43
