/// The direction text is written in, with iOS's raw values. Only left to right is laid
/// out here.
public enum NSWritingDirection: Int, Sendable {
  case natural = -1
  case leftToRight = 0
  case rightToLeft = 1
}
