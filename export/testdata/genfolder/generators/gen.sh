# gen.sh SEED N: N pseudo-random numbers below 100, from SEED.
s=$1
n=$2
echo "$n"
out=""
i=0
while [ "$i" -lt "$n" ]; do
	s=$(( (s * 1103515245 + 12345) % 2147483648 ))
	out="$out $((s % 100))"
	i=$((i + 1))
done
echo "${out# }"
