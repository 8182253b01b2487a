/// An SVG picture as a web page a browser opens and prints: a title and the
/// picture, scaled to the window's width, on the picture's own background.
public enum HTMLPage {
    public static func document(title: String, picture: SVGPicture) -> String {
        let heading = SVGMarkup.escaped(title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(heading)</title>
            <style>
            body { margin: 1em; background: \(SVGPicture.background); color: \(SVGPicture.foreground); font-family: "DejaVu Sans Mono", monospace; }
            h1 { font-size: 1.2em; font-weight: normal; }
            svg { display: block; max-width: 100%; height: auto; }
            </style>
            </head>
            <body>
            <h1>\(heading)</h1>
            \(picture.element)</body>
            </html>

            """
    }
}
