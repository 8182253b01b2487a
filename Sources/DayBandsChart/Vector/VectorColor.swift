/// A colour of a vector picture, written `#rrggbb`.
public struct VectorColor: Hashable, Sendable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `0xRRGGBB`.
    public init(_ rgb: UInt32) {
        self.init(red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    public var hex: String {
        let digits = Array("0123456789abcdef")
        return "#" + String([red, green, blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }
}
