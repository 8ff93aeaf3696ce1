# Sleeps forever: only the wall-clock guard stops it.
exec sleep 100000
