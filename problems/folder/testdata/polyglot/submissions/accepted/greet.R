# The greeting in R: a language carokit does not run (NOT JUDGED).
name <- readLines(file("stdin"), n = 1)
cat(sprintf("Hello, %s!\n", name))
