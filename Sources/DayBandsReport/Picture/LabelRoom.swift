import DayBandsChart
/// A rectangle of a vector picture, in pixels.
struct PictureRect: Hashable {
    var x: Double, y: Double, width: Double, height: Double

    var right: Double { x + width }
    var bottom: Double { y + height }

    func intersects(_ other: PictureRect) -> Bool {
        x < other.right && other.x < right && y < other.bottom && other.y < bottom
    }

    func contains(_ other: PictureRect) -> Bool {
        other.x >= x && other.right <= right && other.y >= y && other.bottom <= bottom
    }

    func inset(by amount: Double) -> PictureRect {
        PictureRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }
}

/// Where a picture's words and boxes already are, so that no label is drawn
/// over another or past the picture's edge: each optional label is tried at
/// its places in order and left out when none is free (a number is never
/// drawn half hidden, however small the picture).
struct LabelRoom {
    private(set) var taken: [PictureRect] = []
    /// The gap kept around every label.
    let margin: Double
    /// The picture: nothing is placed past its edge.
    let page: PictureRect

    init(margin: Double, width: Double, height: Double) {
        self.margin = margin
        page = PictureRect(x: 0, y: 0, width: width, height: height)
    }

    /// The box a text takes (its width estimated on the wide side).
    static func box(of text: VectorText) -> PictureRect {
        let width = text.estimatedWidth
        let left: Double
        switch text.anchor {
        case .start: left = text.position.x
        case .middle: left = text.position.x - width / 2
        case .end: left = text.position.x - width
        }
        let top: Double
        switch text.baseline {
        case .alphabetic: top = text.position.y - text.size * 0.8
        case .middle: top = text.position.y - text.size * 0.5
        case .top: top = text.position.y
        }
        return PictureRect(x: left, y: top, width: width, height: text.size)
    }

    func isFree(_ rect: PictureRect) -> Bool {
        let padded = rect.inset(by: margin)
        return page.contains(rect) && !taken.contains { $0.intersects(padded) }
    }

    mutating func take(_ rect: PictureRect) { taken.append(rect) }

    /// The first of `candidates` that lies inside `bounds`, is free and passes
    /// `clear` (off the curve, say); it is taken.
    mutating func place(_ candidates: [VectorText], inside bounds: PictureRect,
                        clear: (PictureRect) -> Bool = { _ in true }) -> VectorText? {
        guard let text = candidates.first(where: {
            let box = Self.box(of: $0)
            return bounds.contains(box) && isFree(box) && clear(box)
        }) else { return nil }
        take(Self.box(of: text))
        return text
    }
}
