__all__ = ["top"]
