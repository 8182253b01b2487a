import DayBandsImport
import DayBandsRecords
/// A loop's predicted curves (`LoopPrediction.curves`) as the bytes of a
/// device status's `curves` column: for each curve its name (a byte: its
/// place in `names`), its length (two bytes) and its values in whole mg/dL
/// (two bytes each), little-endian. A day of oref's four 48-value curves
/// every 5 minutes is about 110 kB; their values as text would be twice that.
enum PredictionCodec {
    /// Loop's curve, then oref's in determine-basal's order.
    static let names = ["Loop"] + LoopPrediction.orefNames

    /// Nil without a curve to keep; a curve of an unknown name, longer than
    /// two bytes count or with a value outside `Plausible.mgdl` is left out
    /// (the readers make none of them).
    static func encode(_ curves: [LoopPrediction.Curve]) -> [UInt8]? {
        var bytes: [UInt8] = []
        for curve in curves {
            guard let name = names.firstIndex(of: curve.name), curve.values.count <= Int(UInt16.max),
                  curve.values.allSatisfy(Plausible.mgdl.contains) else { continue }
            bytes.append(UInt8(name))
            append(UInt16(curve.values.count), to: &bytes)
            // 1 to 1000 fits two bytes.
            for value in curve.values { append(UInt16(value.rounded()), to: &bytes) }
        }
        return bytes.isEmpty ? nil : bytes
    }

    /// Nil for bytes cut short or naming no known curve.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> [LoopPrediction.Curve]? {
        var curves: [LoopPrediction.Curve] = []
        var at = 0
        func number() -> UInt16? {
            guard at + 2 <= bytes.count else { return nil }
            defer { at += 2 }
            return UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
        }
        while at < bytes.count {
            let name = Int(bytes[at])
            at += 1
            guard names.indices.contains(name), let count = number() else { return nil }
            var values: [Double] = []
            values.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let value = number() else { return nil }
                values.append(Double(value))
            }
            curves.append(LoopPrediction.Curve(name: names[name], values: values))
        }
        return curves.isEmpty ? nil : curves
    }

    private static func append(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(value & 0xFF))
        bytes.append(UInt8(value >> 8))
    }
}
