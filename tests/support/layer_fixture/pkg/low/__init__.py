__all__ = ["value"]
