def f(:
    print "never"
