other = 3
