__all__ = ["other"]
