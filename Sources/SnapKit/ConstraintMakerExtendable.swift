import UIKit

/// `make.top` and friends: more attributes can be chained onto the same line
/// (`make.top.leading.trailing.equalToSuperview()`) before relating it.
@preconcurrency @MainActor
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
  private func extended(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    description.attributes += attributes
    return self
  }

  public var left: ConstraintMakerExtendable { extended(.left) }
  public var top: ConstraintMakerExtendable { extended(.top) }
  public var bottom: ConstraintMakerExtendable { extended(.bottom) }
  public var right: ConstraintMakerExtendable { extended(.right) }
  public var leading: ConstraintMakerExtendable { extended(.leading) }
  public var trailing: ConstraintMakerExtendable { extended(.trailing) }
  public var width: ConstraintMakerExtendable { extended(.width) }
  public var height: ConstraintMakerExtendable { extended(.height) }
  public var centerX: ConstraintMakerExtendable { extended(.centerX) }
  public var centerY: ConstraintMakerExtendable { extended(.centerY) }
  public var edges: ConstraintMakerExtendable { extended(.edges) }
  public var horizontalEdges: ConstraintMakerExtendable { extended(.horizontalEdges) }
  public var verticalEdges: ConstraintMakerExtendable { extended(.verticalEdges) }
  public var directionalEdges: ConstraintMakerExtendable { extended(.directionalEdges) }
  public var directionalHorizontalEdges: ConstraintMakerExtendable { extended(.directionalHorizontalEdges) }
  public var directionalVerticalEdges: ConstraintMakerExtendable { extended(.directionalVerticalEdges) }
  public var size: ConstraintMakerExtendable { extended(.size) }
  public var center: ConstraintMakerExtendable { extended(.center) }
}
