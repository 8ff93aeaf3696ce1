if then fi
