# (filled as the areas move into the catalogue)
