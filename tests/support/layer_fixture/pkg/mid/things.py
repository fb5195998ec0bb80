import importlib
from typing import TYPE_CHECKING

from ..low import _secret  # private
from ..low.core import value  # deep: a module inside low
from ..mid2 import other  # sideways: mid2 shares mid's level

if TYPE_CHECKING:
    from ..high import top  # upward, under TYPE_CHECKING

thing = (_secret, value, other)


def marked() -> object:
    # (start-up time: a reason given above the block is enough)
    from ..base import Error
    from ..low import value as again
    return Error, again


def unmarked() -> object:
    from ..base import Error
    return Error, importlib.import_module("pkg.high.views")
