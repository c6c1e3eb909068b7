/// A graph in two files, with names and text outside ASCII: `Ärger` (one UTF-16 unit per
/// letter) on a line where emoji (two units each, one Unicode scalar) come first, so a column
/// counted in scalars and one counted in UTF-16 differ.
enum Fixtures {
    static let shop = MarkedText("""
        version: 1
        entry: Shop
        types:
          ItemID: Int
          Query: { fields: { 5️⃣keyword: String, page: Int? } }
        screens:
          ItemList:
            summary: All items, newest first.
            routes:
              detail: { to: 1️⃣ItemDetail, style: push, context: 4️⃣ItemID }
              search: { to: Search, style: push, context: Query }
          Search:
            context: Query
            links: ["/search/{2️⃣keyword}"]
        flows:
          Shop: { kind: stack, root: ItemList }
        links: { schemes: [shop] }

        """)

    static let detail = MarkedText("""
        screens:
          3️⃣ItemDetail:
            context: ItemID
            routes:
              complain: { to: Complaint, style: present, embed: stack }
          Complaint: { summary: "😀😀", routes: { go: { to: 6️⃣Ärger, style: push } } }
          "7️⃣Ärger": {}

        """)
}
