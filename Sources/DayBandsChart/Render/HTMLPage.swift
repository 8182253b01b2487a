import DayBandsRecords
/// A vector picture as a web page a browser opens and prints: its title and
/// the picture, scaled to the window's width (up as well as down: the SVG
/// has a viewBox), on the picture's own background.
public enum HTMLPage {
    /// The page of a picture, titled by its own title.
    public static func document(_ picture: VectorPicture) -> String {
        // The heading in black or white, whichever reads on the picture's background.
        let background = picture.background
        let light = Int(background.red) + Int(background.green) + Int(background.blue) > 3 * 128
        return page(title: PrintableText.escaped(picture.title, limit: VectorText.limit), element: picture.element,
                    background: background.hex, color: light ? "#202020" : "#e6e6e6", font: VectorPicture.fontFamily)
    }

    private static func page(title: String, element: String, background: String, color: String, font: String) -> String {
        let heading = SVGMarkup.escaped(title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(heading)</title>
            <style>
            body { margin: 1em; background: \(background); color: \(color); font-family: \(font); }
            h1 { font-size: 1.2em; font-weight: normal; }
            svg { display: block; width: 100%; height: auto; }
            </style>
            </head>
            <body>
            <h1>\(heading)</h1>
            \(element)</body>
            </html>

            """
    }
}
