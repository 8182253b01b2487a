extension Array {
    /// Once a reader holds its 1,000th record, room for all the file's
    /// records, estimated from the bytes those took (and a tenth more): a
    /// year's array is then not regrown by doubling, each time copied and
    /// its new pages faulted in. Room beyond what is used is never touched.
    mutating func reserveForFile(bytesRead: Int, fileSize: Int) {
        guard count == 1_000, bytesRead > 0, fileSize > bytesRead else { return }
        reserveCapacity(Int(Double(fileSize) / Double(bytesRead) * 1.1 * Double(count)))
    }
}
