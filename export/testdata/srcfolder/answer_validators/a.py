import sys
# Answer validator of srcfolder: accepts every answer.
sys.exit(42)
