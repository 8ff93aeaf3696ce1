read a b
arr=($a $b)
echo $(( ${arr[0]} + ${arr[1]} ))
