/// How a presented view controller covers the screen (iOS's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  /// The system's choice: a page sheet since iOS 13, on iPhone and iPad.
  case automatic = -2
}
