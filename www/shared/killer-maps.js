// The Killer Sudokus both pages offer: the maps of tests/data/killer (made by `dlx killer --new`),
// copied here so the pages need no fetch; tests/js/killer.test.mjs checks that they still match.

export const KILLER9_MAP = `ABBBCDEEE
AFBGDDHIJ
FFKGLMNIO
PQRRLMNSO
TQQUVVSSS
WXXYZVabc
dXeYZZabb
ddfYgghii
jjjkkghll
A=10
B=22
C=5
D=15
E=14
F=13
G=10
H=5
I=7
J=4
K=4
L=9
M=11
N=12
O=13
P=5
Q=11
R=10
S=25
T=2
U=6
V=17
W=8
X=11
Y=22
Z=16
a=16
b=11
c=1
d=16
e=2
f=8
g=16
h=7
i=5
j=18
k=3
l=15`;

export const KILLER4_MAP = `ABBC
AADE
FFDE
GGGE
A=8
B=3
C=3
D=6
E=7
F=7
G=6`;
