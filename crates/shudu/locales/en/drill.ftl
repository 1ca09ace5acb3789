# Technique drills: how what the player did compares with the step.
drill-right = Right: that is the { $technique }.
drill-partly = Partly right: { $found } of the step's { $total } changes.
drill-wrong = Not this time: the { $technique } is elsewhere.
drill-missed = Missed: { $changes }
drill-extra = Not this step's: { $changes }
