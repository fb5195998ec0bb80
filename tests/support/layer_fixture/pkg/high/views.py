top = 4
