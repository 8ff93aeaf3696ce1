# Crashes: a bug in the validator, not a verdict on the input.
raise RuntimeError("validator bug")
