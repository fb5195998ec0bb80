"""top_level: a module outside the layer packages."""
