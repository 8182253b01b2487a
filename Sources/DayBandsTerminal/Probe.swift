import CNcurses
public func probe() -> Int32 { cn_cols() }
