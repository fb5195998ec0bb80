from ..base import Error
from ..mid import thing  # upward: low imports mid

_secret = 1
value = 2


def late() -> object:
    from .core import value as again
    return Error, thing, again
