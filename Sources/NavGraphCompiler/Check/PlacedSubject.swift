/// What `LinkPlacementChecker` reports a placement of: a link, or a screen's placement without a
/// URL (`placement:`), as its messages name it and where they point.
struct PlacedSubject {
    /// "link '/items/{id}'", "the placement of 'StatusDetail'".
    let described: String
    /// "the link", "the placement": the subject again, later in a message.
    let itself: String
    /// "the one value it reads", "the one value the app gives": where the context comes from.
    let value: String
    /// Where a message about the whole subject points.
    let range: SourceRange
    /// Its `in:`.
    let places: [Located<String>]
    /// Its `through:`.
    let chain: [Located<String>]
    /// The subject written with `in: flow`, as a message suggests writing it.
    let naming: (String) -> String

    /// A link.
    init(_ link: Link) {
        described = "link '\(link.written)'"
        itself = "the link"
        value = "the one value it reads"
        range = link.pattern.range
        places = link.places
        chain = link.chain
        naming = link.naming
    }

    /// The placement of `screen`.
    init(_ placement: ScreenPlacement, of screen: String) {
        described = "the placement of '\(screen)'"
        itself = "the placement"
        value = "the one value the app gives"
        range = placement.key.range
        places = placement.places
        chain = placement.chain
        naming = { "'placement: { in: \($0) }'" }
    }
}
