/// A picture's page (`--theme`): light by default, since the background is
/// part of the picture and a dark one prints as a sheet of ink; dark to look
/// at on a dark screen. `PictureInks` holds each theme's colours.
public enum PictureTheme: String, CaseIterable, Sendable {
    case light
    case dark
}
