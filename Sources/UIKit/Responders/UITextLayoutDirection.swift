/// A direction in the laid-out text, for `position(from:in:offset:)`; iOS's raw values.
public enum UITextLayoutDirection: Int, Sendable {
  case right = 2
  case left = 3
  case up = 4
  case down = 5
}
