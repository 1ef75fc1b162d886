import Foundation

extension DeviceProfile {
  /// iOS's docked English keyboard on one phone, in points, as `keyboardFrameEndUserInfoKey`
  /// reports it: from its top to the screen's bottom edge, so the home-indicator band below
  /// the keys is included. iOS shows the predictive bar above the keys unless the user
  /// turned it off or the field has none.
  public struct KeyboardHeights: Sendable, Equatable {
    public let portraitWithBar: CGFloat
    public let portraitWithoutBar: CGFloat
    public let landscapeWithBar: CGFloat
    public let landscapeWithoutBar: CGFloat

    public init(
      portraitWithBar: CGFloat, portraitWithoutBar: CGFloat, landscapeWithBar: CGFloat,
      landscapeWithoutBar: CGFloat
    ) {
      self.portraitWithBar = portraitWithBar
      self.portraitWithoutBar = portraitWithoutBar
      self.landscapeWithBar = landscapeWithBar
      self.landscapeWithoutBar = landscapeWithoutBar
    }

    /// The height in one orientation, with or without the predictive bar.
    public func height(landscape: Bool, predictiveBar: Bool) -> CGFloat {
      switch (landscape, predictiveBar) {
      case (false, true): portraitWithBar
      case (false, false): portraitWithoutBar
      case (true, true): landscapeWithBar
      case (true, false): landscapeWithoutBar
      }
    }
  }
}
