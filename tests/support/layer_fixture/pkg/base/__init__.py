__all__ = ["Error"]
