"""An mjlog document cut short, read up to its last complete element (the partial reading of
:func:`~mjscore.logs.read_mjlog`)."""

from __future__ import annotations

import contextlib
import xml.etree.ElementTree as ET


def complete_elements(text: str) -> ET.Element | None:
    """The root of an XML document cut short, holding the children that were complete
    before the cut (None when not even the root element began)."""
    parser: ET.XMLPullParser[ET.Element] = ET.XMLPullParser(events=("start", "end"))
    root: ET.Element | None = None
    children: list[ET.Element] = []
    depth = 0
    with contextlib.suppress(ET.ParseError):
        parser.feed(text)
    try:
        for event, element in parser.read_events():  # type: ignore[misc]
            assert isinstance(element, ET.Element)  # (for "start" and "end" events)
            if event == "start":
                depth += 1
                if root is None:
                    root = element
            else:
                depth -= 1
                if depth == 1:
                    children.append(element)
    except ET.ParseError:
        pass
    if root is None:
        return None
    whole = ET.Element(root.tag, root.attrib)
    whole.extend(children)
    return whole
