/// Records a Nightscout site keeps after API v3 deleted them (`isValid:
/// false`: the document stays, marked): API v1's pages and exports still
/// hold them, the site shows them no more, and a sync would bring back
/// what the site's history took out of the archive. Left out, and said.
enum DeletedOnSite {
    /// The field that marks them, as the importers name it.
    static let field = "isValid"

    /// `3 records deleted on the site (isValid false) left out of SOURCE`, or nil for none.
    static func line(_ count: Int, source: String) -> String? {
        count == 0 ? nil : "\(count) record\(count == 1 ? "" : "s") deleted on the site (isValid false) left out of \(source)"
    }
}
