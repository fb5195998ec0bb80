"""The fixture package is source for the layer checker to read, never to import or collect."""

collect_ignore_glob = ["*"]
