"""The graph the editor tests open: two files, a name outside ASCII after emoji."""
import pathlib

SHOP = """version: 1
entry: Shop
types:
  ItemID: Int
screens:
  ItemList:
    summary: All items, newest first.
    routes:
      detail: { to: ItemDetail, style: push, context: ItemID }
flows:
  Shop: { kind: stack, root: ItemList }
"""

DETAIL = """screens:
  ItemDetail:
    context: ItemID
    routes:
      complain: { to: Complaint, style: present, embed: stack }
  Complaint: { summary: "😀😀", routes: { go: { to: Ärger, style: push } } }
  Ärger: {}
"""


def write_graph(folder: pathlib.Path) -> tuple[pathlib.Path, pathlib.Path]:
    """Writes the two files into `folder`; returns their paths."""
    shop, detail = folder / "shop.navgraph.yaml", folder / "detail.navgraph.yaml"
    shop.write_text(SHOP, encoding="utf-8")
    detail.write_text(DETAIL, encoding="utf-8")
    return shop, detail
