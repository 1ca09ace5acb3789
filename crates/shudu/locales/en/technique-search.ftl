# A technique as `shudu techniques` lists it, and what a search that finds none says.
# `names`: the technique's other names, already joined as a list.

technique-described = { $name }; also called { $names }
technique-not-found = no technique is called “{ $query }” or has it in a name; `shudu techniques` lists them all
