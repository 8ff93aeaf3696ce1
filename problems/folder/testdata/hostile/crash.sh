# Crashes: a validator's crash is its failure, never an acceptance.
kill -SEGV $$
exit 42
