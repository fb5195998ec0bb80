__all__ = ["thing"]
