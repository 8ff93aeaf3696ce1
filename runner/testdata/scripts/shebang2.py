#!/usr/bin/env python2
import sys
a, b = map(int, sys.stdin.readline().split())
sys.stdout.write("%d\n" % (a + b))
